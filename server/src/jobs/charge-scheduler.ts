import type { Db } from '../db/client.ts'
import { clock } from '../lib/clock.ts'
import { makeDueCharges } from '../modules/finance/charge-maker.ts'
import { listChargingGroups } from '../modules/finance/finance.repo.ts'
import { createTickLoop } from './tick-loop.ts'

type Log = { error: (obj: object, msg: string) => void }

export type ChargeScheduler = ReturnType<typeof createChargeScheduler>

/**
 * Makes the groups' charges as they fall due (ADR 038): a month's on its 1st in each group's
 * time zone, a game's once its BID is finished. Once at start, so what fell due while the server
 * was down is made, then every few minutes. Any number of instances may run it: the charges'
 * unique indexes make each charge once.
 */
export function createChargeScheduler(deps: { db: Db; log?: Log; intervalMs?: number }) {
  const { db, log } = deps
  const intervalMs = deps.intervalMs ?? 5 * 60_000
  /** One pass over every group that charges; resolves to how many charges it made. */
  async function runOnce(now: Date = clock.now()): Promise<number> {
    let made = 0
    for (const group of await listChargingGroups(db)) {
      try {
        made += await makeDueCharges(db, group, now)
      } catch (err) {
        // One group's failure must not hold back the others; the next tick tries it again.
        log?.error({ err, companyId: group.settings.companyId }, 'charge creation failed')
      }
    }
    return made
  }

  const loop = createTickLoop(
    () => runOnce(),
    intervalMs,
    (err) => log?.error({ err }, 'charge tick failed'),
  )
  return { runOnce, ...loop }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Makes charges when due; main.ts starts its loop, tests call runOnce(now). */
    chargeScheduler: ChargeScheduler
  }
}
