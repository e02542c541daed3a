import { sql } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import { accountJobs, emailOutbox, pushOutbox } from '../db/schema.ts'
import { deleteJob, findJob, type ClaimedJob } from '../modules/accounts/account-jobs.repo.ts'
import type { AccountJobHandlers } from '../modules/accounts/account-job-handlers.ts'
import type { Mailer } from '../modules/mail/mailer.ts'
import { findEmails, markEmailsSent, type OutboxRow } from '../modules/mail/outbox.repo.ts'
import type { PushSender } from '../modules/push/push-sender.ts'
import {
  deleteSubscriptionById,
  findPushes,
  markPushesSent,
  type ClaimedPush,
} from '../modules/push/push.repo.ts'
import type { LeasedQueue, TransactionalQueue } from './queue-drain.ts'

/** The queue tables, and what a dead row of each was (`npm run cli -- jobs dead`). */
export const QUEUE_TABLES = {
  email: { table: emailOutbox, about: sql`to_address || ' · ' || subject` },
  push: { table: pushOutbox, about: sql`dedupe_key` },
  account: { table: accountJobs, about: sql`kind` },
}

/** Emails queued in email_outbox go to SMTP; the Message-ID comes from the row. */
export function emailQueue(db: Db, mailer: Pick<Mailer, 'send'>): LeasedQueue<OutboxRow> {
  return {
    table: emailOutbox,
    load: (ids) => findEmails(db, ids),
    async deliver(row) {
      await mailer.send({
        to: row.toAddress,
        subject: row.subject,
        text: row.textBody,
        html: row.htmlBody,
        headers: row.headers,
        key: `outbox-${row.id}`,
      })
      return { result: 'sent' }
    },
    markSent: (ids) => markEmailsSent(db, ids),
  }
}

/**
 * Pushes queued in push_outbox go to their push services (ADR 041): a 404/410 deletes the
 * subscription (and its rows); any other failure is an attempt, and 429/5xx may say how long
 * to wait.
 */
export function pushQueue(db: Db, sender: PushSender): LeasedQueue<ClaimedPush> {
  return {
    table: pushOutbox,
    load: (ids) => findPushes(db, ids),
    deliver: (row) => sender.send(row, row.payload),
    markSent: (ids) => markPushesSent(db, ids),
    drop: (row) => deleteSubscriptionById(db, row.subscriptionId),
  }
}

/**
 * The work public requests leave in account_jobs (ADR 026), done in the transaction that deletes
 * the job: here, and only here, it matters whether an email has an account.
 */
export function accountQueue(
  handlers: Pick<AccountJobHandlers, 'handle'>,
): TransactionalQueue<ClaimedJob> {
  return {
    table: accountJobs,
    load: findJob,
    async work(tx, job) {
      await handlers.handle(tx, job)
      await deleteJob(tx, job.id)
    },
  }
}
