import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm'
import type { Db, Tx } from '../../db/client.ts'
import { accountTokens } from '../../db/schema/memberships.ts'

type Conn = Db | Tx
type Kind = (typeof accountTokens.$inferSelect)['kind']

/** Unused and unexpired, by the database clock. */
const usable = () => and(isNull(accountTokens.usedAt), gt(accountTokens.expiresAt, sql`now()`))

const usableToken = (tokenHash: string, kind: Kind) =>
  and(eq(accountTokens.tokenHash, tokenHash), eq(accountTokens.kind, kind), usable())

type Owner = { playerId: number } | { companyPlayerId: number }

const ownedBy = (owner: Owner) =>
  'playerId' in owner
    ? eq(accountTokens.playerId, owner.playerId)
    : eq(accountTokens.companyPlayerId, owner.companyPlayerId)

/**
 * A new link replaces the old ones of the same kind and owner: an account's (password reset,
 * email change) or one membership's (activation), never anybody else's.
 */
export async function expireUnusedTokens(db: Conn, owner: Owner, kind: Kind) {
  await db
    .update(accountTokens)
    .set({ expiresAt: sql`now()` })
    .where(and(ownedBy(owner), eq(accountTokens.kind, kind), usable()))
}

/** Stores a new token in place of the owner's unused ones of the same kind. */
export async function replaceAccountToken(
  db: Conn,
  owner: Owner,
  values: { kind: Kind; tokenHash: string; ttlMs: number; newEmail?: string },
) {
  await expireUnusedTokens(db, owner, values.kind)
  const [row] = await db
    .insert(accountTokens)
    .values({
      kind: values.kind,
      tokenHash: values.tokenHash,
      playerId: 'playerId' in owner ? owner.playerId : null,
      companyPlayerId: 'companyPlayerId' in owner ? owner.companyPlayerId : null,
      newEmail: values.newEmail ?? null,
      expiresAt: new Date(Date.now() + values.ttlMs),
    })
    .returning({ id: accountTokens.id, expiresAt: accountTokens.expiresAt })
  return row!
}

/** The owner's newest usable token of a kind: the link that works now, if any. */
export async function findCurrentToken(db: Conn, owner: Owner, kind: Kind) {
  const rows = await db
    .select({
      id: accountTokens.id,
      tokenHash: accountTokens.tokenHash,
      expiresAt: accountTokens.expiresAt,
    })
    .from(accountTokens)
    .where(and(ownedBy(owner), eq(accountTokens.kind, kind), usable()))
    .orderBy(desc(accountTokens.id))
    .limit(1)
  return rows[0]
}

export async function setTokenHash(db: Conn, id: number, tokenHash: string) {
  await db.update(accountTokens).set({ tokenHash }).where(eq(accountTokens.id, id))
}

export async function findTokenById(db: Conn, id: number) {
  const rows = await db
    .select({ tokenHash: accountTokens.tokenHash })
    .from(accountTokens)
    .where(eq(accountTokens.id, id))
    .limit(1)
  return rows[0]
}

/** Whether a token was used or has expired (by the database clock), without using it. */
export async function findTokenState(db: Conn, tokenHash: string, kind: Kind) {
  const rows = await db
    .select({
      used: sql<boolean>`${accountTokens.usedAt} is not null`,
      expired: sql<boolean>`${accountTokens.expiresAt} <= now()`,
      newEmail: accountTokens.newEmail,
      playerId: accountTokens.playerId,
    })
    .from(accountTokens)
    .where(and(eq(accountTokens.tokenHash, tokenHash), eq(accountTokens.kind, kind)))
    .limit(1)
  return rows[0]
}

/** The token if it is still usable. */
export async function findUsableToken(db: Conn, tokenHash: string, kind: Kind) {
  const rows = await db.select().from(accountTokens).where(usableToken(tokenHash, kind)).limit(1)
  return rows[0]
}

/** Uses the token in one statement: of two simultaneous uses, only one gets a row back. */
export async function consumeToken(db: Conn, tokenHash: string, kind: Kind) {
  const rows = await db
    .update(accountTokens)
    .set({ usedAt: sql`now()` })
    .where(usableToken(tokenHash, kind))
    .returning({
      playerId: accountTokens.playerId,
      companyPlayerId: accountTokens.companyPlayerId,
      newEmail: accountTokens.newEmail,
    })
  return rows[0]
}

/**
 * Counts one try with a usable link, if it has tries left: of simultaneous tries only as many as
 * are left get a row back, so the bound holds under concurrency.
 */
export async function useLinkAttempt(db: Conn, id: number, maxAttempts: number) {
  const rows = await db
    .update(accountTokens)
    .set({ attempts: sql`${accountTokens.attempts} + 1` })
    .where(and(eq(accountTokens.id, id), usable(), lt(accountTokens.attempts, maxAttempts)))
    .returning({ id: accountTokens.id })
  return rows.length === 1
}

/** Uses the link the row id names, if it is still usable: as consumeToken, by id. */
export async function consumeTokenById(db: Conn, id: number, kind: Kind) {
  const rows = await db
    .update(accountTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(accountTokens.id, id), eq(accountTokens.kind, kind), usable()))
    .returning({ companyPlayerId: accountTokens.companyPlayerId })
  return rows[0]
}
