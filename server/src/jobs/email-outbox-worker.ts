import type { Db } from '../db/client.ts'
import { createDrainLoop } from './drain-loop.ts'
import type { Mailer } from '../modules/mail/mailer.ts'
import {
  claimDueEmails,
  markEmailAttemptFailed,
  markEmailSent,
  type OutboxRow,
} from '../modules/mail/outbox.repo.ts'

export const MAX_EMAIL_ATTEMPTS = 8
const FIRST_RETRY_SECONDS = 60
const MAX_RETRY_SECONDS = 2 * 60 * 60
// Longer than a batch can take with the mailer's own timeouts (20 rows, 4 at a time, ≤ 50 s
// each), so a claimed row is never sent by two workers.
const CLAIM_LEASE_SECONDS = 10 * 60

/** 1 min, 2 min, 4 min … capped at 2 h; null once the row has used all its attempts. */
export function retryDelaySeconds(attemptsSoFar: number): number | null {
  if (attemptsSoFar >= MAX_EMAIL_ATTEMPTS) return null
  return Math.min(FIRST_RETRY_SECONDS * 2 ** (attemptsSoFar - 1), MAX_RETRY_SECONDS)
}

type Log = {
  warn: (obj: object, msg: string) => void
  error: (obj: object, msg: string) => void
}

export type EmailOutboxWorker = ReturnType<typeof createEmailOutboxWorker>

/**
 * Sends what services queued in email_outbox. Any number of workers (instances) may run:
 * rows are claimed with FOR UPDATE SKIP LOCKED, so each email goes out once.
 */
export function createEmailOutboxWorker(deps: {
  db: Db
  /** `concurrency`: how many of a batch's rows are sent at once (the SMTP pool's size). */
  mailer: Pick<Mailer, 'send'> & Partial<Pick<Mailer, 'concurrency'>>
  log?: Log
  batchSize?: number
  intervalMs?: number
}) {
  const { db, mailer, log } = deps
  const batchSize = deps.batchSize ?? 20
  const intervalMs = deps.intervalMs ?? 30_000
  const concurrency = Math.max(1, mailer.concurrency ?? 1)
  async function deliver(row: OutboxRow): Promise<boolean> {
    try {
      await mailer.send({
        to: row.toAddress,
        subject: row.subject,
        text: row.textBody,
        html: row.htmlBody,
        headers: row.headers,
        key: `outbox-${row.id}`,
      })
      await markEmailSent(db, row.id)
      return true
    } catch (err) {
      const attempts = row.attempts + 1
      const retryInSeconds = retryDelaySeconds(attempts)
      const error = err instanceof Error ? err.message : String(err)
      await markEmailAttemptFailed(db, row.id, { attempts, retryInSeconds, error })
      log?.warn({ emailId: row.id, attempts, retryInSeconds, error }, 'email not sent')
      return false
    }
  }

  /** Sends every row that is due now, batch after batch; resolves when none is left. */
  async function drainOutbox(): Promise<{ sent: number; failed: number }> {
    const result = { sent: 0, failed: 0 }
    for (;;) {
      const batch = await claimDueEmails(db, batchSize, CLAIM_LEASE_SECONDS)
      // The claimed rows go out `concurrency` at a time over the mailer's pooled connections.
      // Each row is marked sent as soon as the SMTP server took it (not once per batch): a worker
      // killed mid-batch then leaves at most the messages in flight to be sent again.
      let next = 0
      const lane = async () => {
        while (next < batch.length) {
          if (await deliver(batch[next++]!)) result.sent += 1
          else result.failed += 1
        }
      }
      await Promise.all(Array.from({ length: Math.min(concurrency, batch.length) }, lane))
      if (batch.length < batchSize) return result
    }
  }

  return {
    drainOutbox,
    ...createDrainLoop(drainOutbox, { intervalMs, log, failure: 'email outbox drain failed' }),
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends queued emails; main.ts starts its loop, tests call drainOutbox(). */
    emailOutbox: EmailOutboxWorker
  }
}
