import { type AttemptFailure, failedAttemptColumns } from '../../db/failed-attempt.ts'
import { and, asc, eq, inArray, lt, lte, ne, sql } from 'drizzle-orm'
import type { Db, Tx } from '../../db/client.ts'
import { emailOutbox } from '../../db/schema.ts'

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
    })
    .onConflictDoNothing({ target: emailOutbox.dedupeKey })
    .returning({ id: emailOutbox.id })
  return inserted.length > 0
}

/**
 * Claims up to `limit` due rows: locked rows are skipped, so concurrent workers take disjoint
 * sets, and each claimed row is leased (next attempt pushed out) before the lock is released.
 */
export async function claimDueEmails(db: Db, limit: number, leaseSeconds: number) {
  return db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.status, 'pending'), lte(emailOutbox.nextAttemptAt, sql`now()`)))
      .orderBy(asc(emailOutbox.nextAttemptAt), asc(emailOutbox.id))
      .limit(limit)
      .for('update', { skipLocked: true })
    if (due.length > 0) {
      await tx
        .update(emailOutbox)
        .set({ nextAttemptAt: sql`now() + make_interval(secs => ${leaseSeconds})` })
        .where(
          inArray(
            emailOutbox.id,
            due.map((row) => row.id),
          ),
        )
    }
    return due
  })
}

export async function markEmailSent(db: Conn, id: number) {
  await db
    .update(emailOutbox)
    .set({ status: 'sent', sentAt: sql`now()`, lastError: null })
    .where(eq(emailOutbox.id, id))
}

export async function markEmailAttemptFailed(db: Conn, id: number, failure: AttemptFailure) {
  await db.update(emailOutbox).set(failedAttemptColumns(failure)).where(eq(emailOutbox.id, id))
}

/** Sent and given-up emails older than `before`; pending ones are never dropped. */
export async function deleteFinishedEmailsBefore(db: Conn, before: Date): Promise<number> {
  const rows = await db
    .delete(emailOutbox)
    .where(and(ne(emailOutbox.status, 'pending'), lt(emailOutbox.createdAt, before)))
    .returning({ id: emailOutbox.id })
  return rows.length
}
