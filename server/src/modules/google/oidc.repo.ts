import { and, eq, gt, lt, sql } from 'drizzle-orm'
import type { Db, Tx } from '../../db/client.ts'
import { oidcIdentities, oidcLogins } from '../../db/schema/sign-in.ts'

type Conn = Db | Tx

export async function insertOidcLogin(db: Conn, values: typeof oidcLogins.$inferInsert) {
  await db.insert(oidcLogins).values(values)
}

/** Takes the sign-in the state names, once: of two returns with it, one gets the row. */
export async function takeOidcLogin(tx: Tx, stateHash: string) {
  const rows = await tx
    .delete(oidcLogins)
    .where(and(eq(oidcLogins.stateHash, stateHash), gt(oidcLogins.expiresAt, sql`now()`)))
    .returning()
  return rows[0]
}

/** Google sign-ins nobody came back from. */
export async function deleteExpiredOidcLogins(db: Conn, now: Date) {
  const rows = await db
    .delete(oidcLogins)
    .where(lt(oidcLogins.expiresAt, now))
    .returning({ id: oidcLogins.id })
  return rows.length
}

export async function findIdentity(db: Conn, issuer: string, subject: string) {
  const rows = await db
    .select()
    .from(oidcIdentities)
    .where(and(eq(oidcIdentities.issuer, issuer), eq(oidcIdentities.subject, subject)))
    .limit(1)
  return rows[0]
}

/** Links the issuer's subject to the account (once), and notes the use. */
export async function rememberIdentity(
  db: Conn,
  identity: { issuer: string; subject: string; playerId: number },
) {
  await db
    .insert(oidcIdentities)
    .values({ ...identity, lastUsedAt: new Date() })
    .onConflictDoUpdate({
      target: [oidcIdentities.issuer, oidcIdentities.subject],
      set: { lastUsedAt: new Date() },
    })
}
