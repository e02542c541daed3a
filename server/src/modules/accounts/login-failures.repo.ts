import { and, asc, eq, gt, isNull, lte, sql } from 'drizzle-orm'
import type { Db, Tx } from '../../db/client.ts'
import { loginFailures } from '../../db/schema/accounts.ts'

type Conn = Db | Tx
export type Attempt = { email: string; ip: string; trustedDeviceId: number | null }

/** Attempts on one email take turns, on every instance, until the transaction ends. */
export async function lockEmailAttempts(tx: Tx, email: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`login:${email}`}, 0))`)
}

export async function recentFailures(db: Conn, email: string, since: Date) {
  return db
    .select({
      createdAt: loginFailures.createdAt,
      ip: loginFailures.ip,
      trustedDeviceId: loginFailures.trustedDeviceId,
      forgiven: loginFailures.forgiven,
    })
    .from(loginFailures)
    .where(and(eq(loginFailures.email, email), gt(loginFailures.createdAt, since)))
    .orderBy(asc(loginFailures.createdAt))
}

export async function deleteFailuresBefore(db: Conn, before: Date, email?: string) {
  const rows = await db
    .delete(loginFailures)
    .where(
      and(lte(loginFailures.createdAt, before), email ? eq(loginFailures.email, email) : undefined),
    )
    .returning({ id: loginFailures.id })
  return rows.length
}

/** Records the attempt as a failure before its password is checked; a success deletes it. */
export async function insertFailure(db: Conn, attempt: Attempt, at: Date) {
  const [row] = await db
    .insert(loginFailures)
    .values({ ...attempt, createdAt: at })
    .returning({ id: loginFailures.id })
  return row!.id
}

/** The attempt succeeded: it was no failure, and its own address's or device's are forgiven. */
export async function settleSuccess(db: Conn, id: number, attempt: Attempt) {
  await db.delete(loginFailures).where(eq(loginFailures.id, id))
  const sameClient =
    attempt.trustedDeviceId === null
      ? and(isNull(loginFailures.trustedDeviceId), eq(loginFailures.ip, attempt.ip))
      : eq(loginFailures.trustedDeviceId, attempt.trustedDeviceId)
  await db
    .update(loginFailures)
    .set({ forgiven: true })
    .where(and(eq(loginFailures.email, attempt.email), sameClient))
}
