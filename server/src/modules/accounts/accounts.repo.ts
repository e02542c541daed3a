import { and, asc, eq, isNull, sql } from 'drizzle-orm'
import type { Db, Tx } from '../../db/client.ts'
import { companies, companyPlayers, players, refreshTokens } from '../../db/schema.ts'

type Conn = Db | Tx

// A session is the account (who) in one joined membership (where): the account owner's own flow.
const memberColumns = {
  playerId: players.id,
  companyPlayerId: companyPlayers.id,
  companyId: companyPlayers.companyId,
  email: players.email,
  fullName: players.fullName,
  passwordHash: players.passwordHash,
  photoUrl: players.photoUrl,
  role: companyPlayers.role,
  groupName: companies.name,
  defaultLocationGame: companies.defaultLocationGame,
}

const activeMembership = and(isNull(companyPlayers.deletedAt), eq(companyPlayers.status, 1))

function joinedMembers(db: Conn) {
  return db
    .select(memberColumns)
    .from(companyPlayers)
    .innerJoin(players, eq(players.id, companyPlayers.playerId))
    .innerJoin(companies, eq(companies.id, companyPlayers.companyId))
}

export type Member = Awaited<ReturnType<typeof findMemberById>>

/**
 * The account with this email, for the password check, and the active membership its login
 * lands in (the one used last); null when it is in no group (ADR 042). One query whatever the
 * answer, so the time taken says nothing about the account.
 */
export async function findLoginAccountByEmail(db: Conn, email: string) {
  const rows = await db
    .select({
      playerId: players.id,
      email: players.email,
      fullName: players.fullName,
      passwordHash: players.passwordHash,
      // Named in full: drizzle writes a lone table's columns unqualified, which the subquery
      // would read as its own.
      companyPlayerId: sql<number | null>`(select m.id from company_players m
        where m.player_id = players.id and m.deleted_at is null and m.status = 1
        order by m.last_used_at desc nulls last, m.id limit 1)`,
    })
    .from(players)
    .where(sql`lower(${players.email}) = lower(${email})`)
    .limit(1)
  return rows[0]
}

export async function findMemberById(db: Conn, companyPlayerId: number) {
  const rows = await joinedMembers(db)
    .where(and(eq(companyPlayers.id, companyPlayerId), activeMembership))
    .limit(1)
  return rows[0]
}

/** The account's active memberships, for 'Trocar de pelada'. */
export async function listAccountMemberships(db: Conn, playerId: number) {
  return joinedMembers(db)
    .where(and(eq(companyPlayers.playerId, playerId), activeMembership))
    .orderBy(asc(companies.name), asc(companyPlayers.id))
}

export async function touchMembership(db: Conn, companyPlayerId: number) {
  await db
    .update(companyPlayers)
    .set({ lastUsedAt: new Date() })
    .where(eq(companyPlayers.id, companyPlayerId))
}

export async function insertRefreshToken(db: Conn, row: typeof refreshTokens.$inferInsert) {
  await db.insert(refreshTokens).values(row)
}

export async function findRefreshToken(db: Conn, tokenHash: string) {
  const rows = await db
    .select()
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, tokenHash))
    .limit(1)
  return rows[0]
}

/**
 * The presented token, locked until the transaction ends so two refreshes of it take turns.
 * How long ago it was rotated comes from the database clock, which every instance shares.
 */
export async function lockRefreshToken(tx: Tx, tokenHash: string) {
  const rows = await tx
    .select({
      id: refreshTokens.id,
      familyId: refreshTokens.familyId,
      companyPlayerId: refreshTokens.companyPlayerId,
      keepLogged: refreshTokens.keepLogged,
      expiresAt: refreshTokens.expiresAt,
      revokedAt: refreshTokens.revokedAt,
      // Revocation is always family-wide, so one revoked member means the family is dead, even
      // for a token inserted by a refresh that raced the revocation.
      familyRevoked: sql<boolean>`exists (
        select 1 from refresh_tokens f
        where f.family_id = "refresh_tokens"."family_id" and f.revoked_at is not null)`,
      secondsSinceUse: sql<
        number | null
      >`extract(epoch from (now() - ${refreshTokens.usedAt}))::float8`,
    })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, tokenHash))
    .limit(1)
    .for('update')
  return rows[0]
}

/** Marks the token used only if nobody else used it first; false means it was replayed. */
export async function markRefreshTokenUsed(db: Conn, id: number) {
  const rows = await db
    .update(refreshTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(eq(refreshTokens.id, id), isNull(refreshTokens.usedAt), isNull(refreshTokens.revokedAt)),
    )
    .returning({ id: refreshTokens.id })
  return rows.length === 1
}

export async function revokeRefreshFamily(db: Conn, familyId: string) {
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)))
}

export async function revokeMemberRefreshTokens(db: Conn, companyPlayerId: number) {
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.companyPlayerId, companyPlayerId), isNull(refreshTokens.revokedAt)))
}

/** 'Meu Perfil': the account's own data, with the nickname and position of this membership. */
export async function findProfile(db: Conn, ctx: { playerId: number; companyPlayerId: number }) {
  const rows = await db
    .select({
      fullName: players.fullName,
      nickname: companyPlayers.nickname,
      phone: players.phone,
      birthDate: players.birthDate,
      favoriteTeam: players.favoriteTeam,
      email: players.email,
      playerPosition: companyPlayers.playerPosition,
      photoUrl: players.photoUrl,
    })
    .from(companyPlayers)
    .innerJoin(players, eq(players.id, companyPlayers.playerId))
    .where(and(eq(companyPlayers.id, ctx.companyPlayerId), eq(players.id, ctx.playerId)))
    .limit(1)
  return rows[0]
}
