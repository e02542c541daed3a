import type { Db } from '../db/client.ts'
import { clock } from '../lib/clock.ts'
import { eraseClosedGroups } from '../modules/privacy/group-closing.ts'
import { runOncePerDay } from './job-runs.repo.ts'

const JOB = 'group-closing'
const HOUR_MS = 60 * 60 * 1000

type Log = { error: (obj: object, msg: string) => void }

/**
 * Erases the groups whose 30-day grace ended (ADR 040). Every instance ticks at start and hourly;
 * the one whose claim of the day succeeds runs it, and each group's own claim (its closure row,
 * updated once) makes a second run harmless.
 */
export function createGroupClosingJob(deps: { db: Db; log?: Log }) {
  const { db, log } = deps
  let timer: NodeJS.Timeout | undefined

  async function runOnce(now: Date = clock.now()) {
    const run = await runOncePerDay(db, JOB, now, () => eraseClosedGroups(db, now))
    return run.claimed ? { claimed: true, erased: run.result } : { claimed: false, erased: 0 }
  }

  const tick = () => void runOnce().catch((err) => log?.error({ err }, 'group closing failed'))

  return {
    runOnce,
    start() {
      tick()
      timer ??= setInterval(tick, HOUR_MS)
      timer.unref()
    },
    stop() {
      clearInterval(timer)
      timer = undefined
    },
  }
}
