import { and, desc, eq, gt, lt, sql, type SQL } from 'drizzle-orm'
import type { Db, Tx } from '../../db/client.ts'
import { emailRequests } from '../../db/schema/messages.ts'

type Scope = (typeof emailRequests.$inferSelect)['scope']
export type EmailRequestKind = (typeof emailRequests.$inferSelect)['kind']

/**
 * Holds a lock named `key` until the transaction ends: two requests counting the same address
 * (or group) take turns, so both cannot pass a check that only one of them should.
 */
export async function lockEmailCounter(tx: Tx, key: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`)
}

export const byAddress = (scope: Scope, address: string) =>
  and(eq(emailRequests.scope, scope), eq(emailRequests.address, address))

export const byAddressAndKind = (scope: Scope, address: string, kind: EmailRequestKind) =>
  and(byAddress(scope, address), eq(emailRequests.kind, kind))

export const byGroup = (companyId: number) => eq(emailRequests.companyId, companyId)

/**
 * Seconds until the window holds fewer than `limit` requests matching `where`: 0 when it
 * already does. The `limit`-th newest request leaving the window is what makes room; by the
 * database clock, which every instance shares, read after the lock was granted (a transaction's
 * now() may predate the request it waited for).
 */
export async function secondsUntilRoom(
  tx: Tx,
  where: SQL | undefined,
  limit: number,
  windowSeconds: number,
) {
  const window = sql`make_interval(secs => ${windowSeconds})`
  const rows = await tx
    .select({
      wait: sql<number>`extract(epoch from (${emailRequests.createdAt} + ${window} - statement_timestamp()))::float8`,
    })
    .from(emailRequests)
    .where(and(where, gt(emailRequests.createdAt, sql`statement_timestamp() - ${window}`)))
    .orderBy(desc(emailRequests.createdAt))
    .offset(limit - 1)
    .limit(1)
  return Math.max(0, rows[0]?.wait ?? 0)
}

export async function insertEmailRequest(tx: Tx, values: typeof emailRequests.$inferInsert) {
  await tx.insert(emailRequests).values({ ...values, createdAt: sql`statement_timestamp()` })
}

/** Requests older than the longest window count for nothing: the retention job drops them. */
export async function deleteEmailRequestsBefore(db: Db, before: Date) {
  const rows = await db
    .delete(emailRequests)
    .where(lt(emailRequests.createdAt, before))
    .returning({ id: emailRequests.id })
  return rows.length
}
