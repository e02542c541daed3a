import { and, eq, inArray, isNotNull, isNull, ne, sql } from 'drizzle-orm'
import { union } from 'drizzle-orm/pg-core'
import type { Db, Tx } from '../../db/client.ts'
import { companyPlayers, players, refreshTokens } from '../../db/schema.ts'
import { revokeAccountSessionsOf } from './account-sessions.repo.ts'

// Accounts are not tenant rows: only the account owner's own flows (and the login that proves
// who they are) come through here, always by the person's own id or email.
type Conn = Db | Tx
export type Account = typeof players.$inferSelect

export async function findAccountById(db: Conn, playerId: number) {
  const rows = await db.select().from(players).where(eq(players.id, playerId)).limit(1)
  return rows[0]
}

export async function findAccountByEmail(db: Conn, email: string) {
  const rows = await db
    .select()
    .from(players)
    .where(sql`lower(${players.email}) = lower(${email})`)
    .limit(1)
  return rows[0]
}

/** Whether another account already uses this email (emails are unique, case-insensitively). */
export async function isEmailTakenByOther(db: Conn, email: string, playerId: number | null) {
  const rows = await db
    .select({ id: players.id })
    .from(players)
    .where(
      and(
        sql`lower(${players.email}) = lower(${email})`,
        playerId === null ? undefined : ne(players.id, playerId),
      ),
    )
    .limit(1)
  return rows.length > 0
}

export async function insertAccount(db: Conn, values: typeof players.$inferInsert) {
  const [row] = await db.insert(players).values(values).returning()
  return row!
}

type ProfileFields = Partial<
  Pick<
    typeof players.$inferInsert,
    'fullName' | 'email' | 'phone' | 'birthDate' | 'favoriteTeam' | 'photoUrl'
  >
>

/**
 * Writes the person's own profile, and the same fields on every membership they joined: the
 * groups they consented to see their profile follow it.
 */
export async function updateProfileEverywhere(db: Conn, playerId: number, fields: ProfileFields) {
  await db.update(players).set(fields).where(eq(players.id, playerId))
  await db.update(companyPlayers).set(fields).where(eq(companyPlayers.playerId, playerId))
}

/**
 * The person's photo URL, with their account row locked until the transaction ends: uploads
 * and removals of one person take turns, so each sees (and deletes) the file the last one set.
 */
export async function lockPhotoUrlOf(tx: Tx, playerId: number) {
  const rows = await tx
    .select({ photoUrl: players.photoUrl })
    .from(players)
    .where(eq(players.id, playerId))
    .for('update')
  return rows[0]
}

/** Every photo URL an account or a membership shows, in any group: what the uploads sweep keeps. */
export async function referencedPhotoUrls(db: Conn): Promise<Set<string>> {
  const rows = await union(
    db.select({ url: players.photoUrl }).from(players).where(isNotNull(players.photoUrl)),
    db
      .select({ url: companyPlayers.photoUrl })
      .from(companyPlayers)
      .where(isNotNull(companyPlayers.photoUrl)),
  )
  return new Set(rows.flatMap((row) => (row.url ? [row.url] : [])))
}

/**
 * Ends every session of the person, in every group they belong to and in none (ADR 042), but
 * the one kept if any.
 */
export async function revokeAccountRefreshTokens(
  db: Conn,
  playerId: number,
  keep?: { sessionId: string },
) {
  await revokeAccountSessionsOf(db, playerId, keep)
  const memberships = db
    .select({ id: companyPlayers.id })
    .from(companyPlayers)
    .where(eq(companyPlayers.playerId, playerId))
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(
      and(
        inArray(refreshTokens.companyPlayerId, memberships),
        isNull(refreshTokens.revokedAt),
        keep ? ne(refreshTokens.familyId, keep.sessionId) : undefined,
      ),
    )
}

export async function setPassword(db: Conn, playerId: number, passwordHash: string) {
  await db.update(players).set({ passwordHash }).where(eq(players.id, playerId))
}
