import { and, inArray, lt, ne, sql } from 'drizzle-orm'
import type { Db, Tx } from '../../db/client.ts'
import { emailOutbox } from '../../db/schema/messages.ts'

type Conn = Db | Tx

export type EmailToSend = {
  /** One email per key, ever: enqueueing the same key again is a no-op. */
  dedupeKey: string
  to: string
  subject: string
  text: string
  html?: string | null
  /** Extra headers, e.g. List-Unsubscribe on reminders. */
  headers?: Record<string, string> | null
  companyId?: number | null
  /** Not sent before this time (a notice that may still be taken back, ADR 061). */
  notBefore?: Date | null
}

export type OutboxRow = typeof emailOutbox.$inferSelect

/**
 * Queues an email in the caller's transaction, so it is sent only if the change it reports commits.
 * Resolves to false when an email with the same dedupe key was queued before.
 */
export async function enqueueEmail(db: Conn, email: EmailToSend): Promise<boolean> {
  const inserted = await db
    .insert(emailOutbox)
    .values({
      dedupeKey: email.dedupeKey,
      toAddress: email.to,
      subject: email.subject,
      textBody: email.text,
      htmlBody: email.html ?? null,
      headers: email.headers ?? null,
      companyId: email.companyId ?? null,
      ...(email.notBefore ? { nextAttemptAt: email.notBefore } : {}),
    })
    .onConflictDoNothing({ target: emailOutbox.dedupeKey })
    .returning({ id: emailOutbox.id })
  return inserted.length > 0
}

/** The rows leased to this worker, in the order given. */
export async function findEmails(db: Conn, ids: number[]): Promise<OutboxRow[]> {
  const rows = await db.select().from(emailOutbox).where(inArray(emailOutbox.id, ids))
  const byId = new Map(rows.map((row) => [row.id, row]))
  return ids.flatMap((id) => byId.get(id) ?? [])
}

export async function markEmailsSent(db: Conn, ids: number[]) {
  await db
    .update(emailOutbox)
    .set({ status: 'sent', sentAt: sql`now()`, lastError: null })
    .where(inArray(emailOutbox.id, ids))
}

/** Sent and given-up emails older than `before`; pending ones are never dropped. */
export async function deleteFinishedEmailsBefore(db: Conn, before: Date): Promise<number> {
  const rows = await db
    .delete(emailOutbox)
    .where(and(ne(emailOutbox.status, 'pending'), lt(emailOutbox.createdAt, before)))
    .returning({ id: emailOutbox.id })
  return rows.length
}
