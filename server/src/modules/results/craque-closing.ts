import { craqueWinners } from '@bidfut/domain/rules/craque'
import { displayName } from '@bidfut/domain/rules/person-names'
import type { Tx } from '../../db/client.ts'
import type { Changes } from '../../lib/changes.ts'
import { recordSystemActivity, type ActivityFacts } from '../activity/activity.ts'
import { craqueElected } from '../notices/kinds/craque-elected.ts'
import type { Notices } from '../notices/notices.ts'
import * as repo from './craque.repo.ts'

/** Polls closed per transaction; the next batch takes the rest. */
const BATCH = 20

/**
 * Closes the craque votes whose window has passed and counts the winners (ADR 039). Any number of
 * instances run it: each claims due polls FOR UPDATE SKIP LOCKED and closes only those still
 * open, so every poll is closed and counted exactly once. A vote locks the same row, so it lands
 * before the count or is refused as late.
 */
export async function closeDueCraqueVotes(
  changes: Changes,
  notices: Notices,
  now: Date,
): Promise<number> {
  let closed = 0
  for (;;) {
    const batch = await changes.transaction(async (tx, touched) => {
      const due = await repo.claimDuePolls(tx, now, BATCH)
      const entries: (ActivityFacts & { companyId: number })[] = []
      for (const poll of due) {
        // Its members see a new result.
        touched.group(poll.companyId)
        const votes = await repo.listVotes(tx, poll.companyId, poll.bidDayId)
        const valid = votes.map((v) => ({ ...v, voided: v.voidedAt !== null }))
        const counted = valid.filter((v) => !v.voided).length
        const result = { ...craqueWinners(valid), counted }
        if (!(await repo.closePoll(tx, poll, result, now))) continue
        closed++
        // Nobody tapped: the log says the Bidfut closed it, and how many votes it counted.
        entries.push({ ...poll, kind: 'results.craque_closed', details: { counted } })
        await tellElected(tx, notices, poll, result.ids)
      }
      await recordSystemActivity(tx, entries)
      return due
    })
    if (batch.length < BATCH) return closed
  }
}

/** The confirmed players who chose WhatsApp hear who won (ADR 051), with the poll's closing. */
async function tellElected(
  tx: Tx,
  notices: Notices,
  poll: { companyId: number; bidDayId: number },
  ids: number[],
) {
  const elected = await repo.findElected(tx, poll.companyId, poll.bidDayId, ids)
  if (!elected) return
  await notices.send(tx, craqueElected, {
    ...poll,
    groupName: elected.groupName,
    bidNumber: elected.bidNumber,
    winners: elected.winners.map(displayName),
  })
}
