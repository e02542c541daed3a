import { craqueWinners } from '@bidfut/domain/rules/craque'
import type { Changes } from '../lib/changes.ts'
import { clock } from '../lib/clock.ts'
import * as repo from '../modules/results/results.repo.ts'
import { createTickLoop, logTickFailure } from './tick-loop.ts'

type Log = { error: (obj: object, msg: string) => void }

export type CraqueCloser = ReturnType<typeof createCraqueCloser>

/** Polls closed per transaction; the next tick takes the rest. */
const BATCH = 20

/**
 * Closes craque votes whose window has passed and counts the winners (ADR 039). Any number of
 * instances run it: each claims due polls FOR UPDATE SKIP LOCKED and closes only those still
 * open, so every poll is closed and counted exactly once. A vote locks the same row, so it lands
 * before the count or is refused as late.
 */
export function createCraqueCloser(deps: { changes: Changes; log?: Log; intervalMs?: number }) {
  const { changes, log } = deps
  const intervalMs = deps.intervalMs ?? 60_000

  async function runOnce(now: Date = clock.now()): Promise<number> {
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

  return {
    runOnce,
    ...createTickLoop(() => runOnce(), intervalMs, logTickFailure(log, 'craque closer')),
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Closes due craque votes; main.ts starts its loop, tests call runOnce(now). */
    craqueCloser: CraqueCloser
  }
}
