import { eq, sql } from 'drizzle-orm'
import type { Db, Tx } from '../../db/client.ts'
import { players } from '../../db/schema/accounts.ts'

type Conn = Db | Tx

/** The account's own row for 'Baixar meus dados' (ADR 040): everything but the password hash. */
export function exportAccount(db: Conn, playerId: number) {
  return db
    .select({
      id: players.id,
      email: players.email,
      fullName: players.fullName,
      phone: players.phone,
      birthDate: players.birthDate,
      favoriteTeam: players.favoriteTeam,
      photoUrl: players.photoUrl,
      activatedAt: players.activatedAt,
      createdAt: players.createdAt,
    })
    .from(players)
    .where(eq(players.id, playerId))
}

/**
 * 'Excluir minha conta' (ADR 040): the row stays, emptied, so every reference to it holds; the
 * email is freed and no password matches the hash.
 */
export function eraseAccount(tx: Tx, playerId: number, name: string) {
  return tx
    .update(players)
    .set({
      email: `excluido-${playerId}@bidfut.invalid`,
      passwordHash: '!erased',
      fullName: name,
      phone: null,
      birthDate: null,
      favoriteTeam: null,
      photoUrl: null,
    })
    .where(eq(players.id, playerId))
}

/** The address and password hash an erasure checks (and the photo it deletes), optionally locking the row. */
export async function findAccountCredentials(db: Conn, playerId: number, lock = false) {
  if (lock) await db.execute(sql`select id from ${players} where id = ${playerId} for update`)
  const [account] = await db
    .select({
      email: players.email,
      passwordHash: players.passwordHash,
      photoUrl: players.photoUrl,
    })
    .from(players)
    .where(eq(players.id, playerId))
    .limit(1)
  return account
}
