import { sql } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import { accountJobs } from '../db/schema/accounts.ts'
import { emailOutbox, pushOutbox } from '../db/schema/messages.ts'
import { whatsappEvents, whatsappOutbox } from '../db/schema/whatsapp.ts'
import { pixEvents } from '../db/schema/pix.ts'
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
import type { OutboxMessage } from '../modules/whatsapp/outbox.repo.ts'
import { CAPPED, type WhatsAppDelivery } from '../modules/whatsapp/whatsapp-delivery.ts'
import type { WebhookEvent, WhatsAppInbound } from '../modules/whatsapp/inbound.ts'
import { findEvents, markEventsDone } from '../modules/whatsapp/events.repo.ts'
import type { LeasedQueue, TransactionalQueue } from './queue-drain.ts'

/** The queue tables, and what a dead row of each was (`npm run cli -- jobs dead`). */
export const QUEUE_TABLES = {
  email: { table: emailOutbox, about: sql`to_address || ' · ' || subject` },
  push: { table: pushOutbox, about: sql`dedupe_key` },
  account: { table: accountJobs, about: sql`kind` },
  whatsapp: {
    table: whatsappOutbox,
    about: sql`coalesce(template, 'resposta') || ' · ' || dedupe_key`,
  },
  'whatsapp-events': { table: whatsappEvents, about: sql`event_key` },
  'pix-events': { table: pixEvents, about: sql`event_key || ' · ' || txid` },
}

/**
 * WhatsApp messages to the Cloud API (ADR 051). Undeliverable, or still failing at its last
 * attempt, a message is given up and its notice goes by email.
 */
export function whatsappQueue(
  delivery: WhatsAppDelivery,
  attempts: number,
): LeasedQueue<OutboxMessage> {
  return {
    table: whatsappOutbox,
    channel: 'whatsapp',
    load: delivery.load,
    async deliver(row) {
      const outcome = await delivery.deliver(row)
      if (outcome.result === 'sent') return { result: 'sent' }
      if (outcome.result === 'capped') return { result: 'gone', error: CAPPED }
      if (outcome.result === 'undeliverable' || row.attempts + 1 >= attempts) {
        return { result: 'gone', error: outcome.error }
      }
      return outcome
    },
    // deliver() already marked each row sent with its message id.
    markSent: async () => {},
    drop: (row, error) => delivery.giveUp(row, error),
  }
}

/** The webhook's events: each worked once (its effects are keyed by the message id). */
export function whatsappEventsQueue(db: Db, inbound: WhatsAppInbound): LeasedQueue<WebhookEvent> {
  return {
    table: whatsappEvents,
    channel: 'whatsapp-events',
    load: (ids) => findEvents(db, ids),
    async deliver(event) {
      await inbound.handle(event)
      return { result: 'sent' }
    },
    markSent: (ids) => markEventsDone(db, ids),
  }
}

/** Emails queued in email_outbox go to SMTP; the Message-ID comes from the row. */
export function emailQueue(db: Db, mailer: Pick<Mailer, 'send'>): LeasedQueue<OutboxRow> {
  return {
    table: emailOutbox,
    channel: 'email',
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
    channel: 'push',
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
