import { craqueWinners } from '@bidfut/domain/rules/craque'
import type { Changes } from '../../lib/changes.ts'
import * as repo from './results.repo.ts'

/** Polls closed per transaction; the next batch takes the rest. */
const BATCH = 20

/**
 * Closes the craque votes whose window has passed and counts the winners (ADR 039). Any number of
 * instances run it: each claims due polls FOR UPDATE SKIP LOCKED and closes only those still
 * open, so every poll is closed and counted exactly once. A vote locks the same row, so it lands
 * before the count or is refused as late.
 */
export async function closeDueCraqueVotes(changes: Changes, now: Date): Promise<number> {
  let closed = 0
  for (;;) {
    const batch = await changes.transaction(async (tx, touched) => {
      const due = await repo.claimDuePolls(tx, now, BATCH)
      for (const poll of due) {
        // Its members see a new result.
        touched.group(poll.companyId)
        const votes = await repo.listVotes(tx, poll.companyId, poll.bidDayId)
        const valid = votes.map((v) => ({ ...v, voided: v.voidedAt !== null }))
        const counted = valid.filter((v) => !v.voided).length
        const result = { ...craqueWinners(valid), counted }
        if (await repo.closePoll(tx, poll, result, now)) closed++
      }
      return due
    })
    if (batch.length < BATCH) return closed
  }
}
