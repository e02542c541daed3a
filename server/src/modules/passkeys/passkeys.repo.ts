import { and, asc, eq, sql } from 'drizzle-orm'
import type { Db, Tx } from '../../db/client.ts'
import { passkeys } from '../../db/schema/sign-in.ts'

// An account's own passkeys: only the account's flows come here, always by its own id.
type Conn = Db | Tx

export type NewPasskey = Omit<typeof passkeys.$inferInsert, 'id' | 'createdAt' | 'lastUsedAt'>

export async function insertPasskey(db: Conn, values: NewPasskey) {
  const [row] = await db.insert(passkeys).values(values).returning()
  return row!
}

export async function listPasskeys(db: Conn, playerId: number) {
  return db
    .select()
    .from(passkeys)
    .where(eq(passkeys.playerId, playerId))
    .orderBy(asc(passkeys.createdAt), asc(passkeys.id))
}

export async function findPasskeyByCredentialId(db: Conn, credentialId: string) {
  const rows = await db
    .select()
    .from(passkeys)
    .where(eq(passkeys.credentialId, credentialId))
    .limit(1)
  return rows[0]
}

/**
 * The counter moves forward only: an assertion that raced another with the same passkey and
 * lost finds the row past its counter and is refused.
 */
export async function recordPasskeyUse(
  tx: Tx,
  id: number,
  use: { previousCounter: number; newCounter: number; backedUp: boolean },
) {
  const rows = await tx
    .update(passkeys)
    .set({ counter: use.newCounter, backedUp: use.backedUp, lastUsedAt: sql`now()` })
    .where(and(eq(passkeys.id, id), eq(passkeys.counter, use.previousCounter)))
    .returning({ id: passkeys.id })
  return rows.length === 1
}

export async function deletePasskey(db: Conn, playerId: number, id: number) {
  const rows = await db
    .delete(passkeys)
    .where(and(eq(passkeys.playerId, playerId), eq(passkeys.id, id)))
    .returning({ id: passkeys.id })
  return rows.length === 1
}
