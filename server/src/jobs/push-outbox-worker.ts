import type { Db } from '../db/client.ts'
import { createDrainLoop } from './drain-loop.ts'
import type { PushOutcome, PushSender } from '../modules/push/push-sender.ts'
import {
  claimDuePushes,
  deleteSubscriptionById,
  markPushAttemptFailed,
  markPushesSent,
  type ClaimedPush,
} from '../modules/push/push.repo.ts'

export const MAX_PUSH_ATTEMPTS = 8
const FIRST_RETRY_SECONDS = 15
const MAX_RETRY_SECONDS = 60 * 60
// Longer than the sender's 10 s timeout times a batch's rounds: a claimed row is never sent twice.
const CLAIM_LEASE_SECONDS = 5 * 60

/** 15 s, 30 s, 1 min … capped at 1 h, or the push service's Retry-After if longer; null: give up. */
export function pushRetryDelaySeconds(
  attemptsSoFar: number,
  retryAfterSeconds: number | null = null,
): number | null {
  if (attemptsSoFar >= MAX_PUSH_ATTEMPTS) return null
  const backoff = Math.min(FIRST_RETRY_SECONDS * 2 ** (attemptsSoFar - 1), MAX_RETRY_SECONDS)
  return Math.max(backoff, Math.min(retryAfterSeconds ?? 0, MAX_RETRY_SECONDS))
}

type Log = {
  warn: (obj: object, msg: string) => void
  error: (obj: object, msg: string) => void
}

export type PushOutboxWorker = ReturnType<typeof createPushOutboxWorker>

/**
 * Sends what services queued in push_outbox (ADR 041). Any number of instances may run it: rows
 * are claimed with FOR UPDATE SKIP LOCKED, and the queue holds one row per event and device.
 * A batch goes out `concurrency` requests at a time; a push service's 404/410 deletes the
 * subscription; any other failure (an error answer, the network, keys it cannot encrypt to) is
 * an attempt, retried with backoff until MAX_PUSH_ATTEMPTS.
 */
export function createPushOutboxWorker(deps: {
  db: Db
  sender: PushSender
  log?: Log
  batchSize?: number
  concurrency?: number
  intervalMs?: number
}) {
  const { db, sender, log } = deps
  const batchSize = deps.batchSize ?? 200
  const concurrency = deps.concurrency ?? 50
  const intervalMs = deps.intervalMs ?? 30_000
  type Tally = { sent: number; gone: number; failed: number }

  /** What the push service answered; a send that threw (keys it cannot encrypt to) fails too. */
  async function attempt(row: ClaimedPush): Promise<PushOutcome> {
    try {
      return await sender.send(row, row.payload)
    } catch (err) {
      return { result: 'failed', error: err instanceof Error ? err.message : String(err) }
    }
  }

  async function deliver(row: ClaimedPush, sentIds: number[], tally: Tally) {
    const outcome = await attempt(row)
    if (outcome.result === 'sent') {
      sentIds.push(row.id)
      tally.sent += 1
      return
    }
    if (outcome.result === 'gone') {
      await deleteSubscriptionById(db, row.subscriptionId)
      tally.gone += 1
      return
    }
    // Every failure, thrown or answered, is an attempt: retried with backoff until the last one,
    // then the row is dead ('failed') and retention drops it, so no row stays pending for ever.
    const attempts = row.attempts + 1
    const retryAfter = outcome.result === 'retry' ? outcome.retryAfterSeconds : null
    const retryInSeconds = pushRetryDelaySeconds(attempts, retryAfter)
    await markPushAttemptFailed(db, row.id, { attempts, retryInSeconds, error: outcome.error })
    log?.warn({ pushId: row.id, attempts, retryInSeconds, error: outcome.error }, 'push not sent')
    tally.failed += 1
  }

  /** Sends every push that is due now, batch after batch; resolves when none is left. */
  async function drainOutbox(): Promise<Tally> {
    const tally = { sent: 0, gone: 0, failed: 0 }
    for (;;) {
      const batch = await claimDuePushes(db, batchSize, CLAIM_LEASE_SECONDS)
      const sentIds: number[] = []
      let next = 0
      const lane = async () => {
        while (next < batch.length) {
          const row = batch[next++]!
          try {
            await deliver(row, sentIds, tally)
          } catch (err) {
            log?.error({ err, pushId: row.id }, 'push delivery failed')
          }
        }
      }
      await Promise.all(Array.from({ length: Math.min(concurrency, batch.length) }, lane))
      await markPushesSent(db, sentIds)
      if (batch.length < batchSize) return tally
    }
  }

  return {
    drainOutbox,
    ...createDrainLoop(drainOutbox, { intervalMs, log, failure: 'push outbox drain failed' }),
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends queued pushes; main.ts starts its loop, tests call drainOutbox(). */
    pushOutbox: PushOutboxWorker
  }
}
