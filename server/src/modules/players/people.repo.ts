import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm'
import type { Db, Tx } from '../../db/client.ts'
import { companyPlayers, players, refreshTokens } from '../../db/schema.ts'

// A person is not a tenant row: one person may belong to several groups, so these
// queries go by the person's own id or email, never by a group.
type Conn = Db | Tx

export type Person = typeof players.$inferSelect

export async function findPersonById(db: Conn, playerId: number) {
  const rows = await db.select().from(players).where(eq(players.id, playerId)).limit(1)
  return rows[0]
}

export async function findPersonByEmail(db: Conn, email: string) {
  const rows = await db
    .select()
    .from(players)
    .where(sql`lower(${players.email}) = lower(${email})`)
    .limit(1)
  return rows[0]
}

/** Whether another person already uses this email (emails are unique, case-insensitively). */
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

export async function insertPerson(db: Conn, values: typeof players.$inferInsert) {
  const [row] = await db.insert(players).values(values).returning()
  return row!
}

export async function updatePerson(
  db: Conn,
  playerId: number,
  values: Partial<Omit<typeof players.$inferInsert, 'id'>>,
) {
  await db.update(players).set(values).where(eq(players.id, playerId))
}

/** Ends every session of the person, in every group they belong to. */
export async function revokePersonRefreshTokens(db: Conn, playerId: number) {
  const memberships = db
    .select({ id: companyPlayers.id })
    .from(companyPlayers)
    .where(eq(companyPlayers.playerId, playerId))
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(
      and(inArray(refreshTokens.companyPlayerId, memberships), isNull(refreshTokens.revokedAt)),
    )
}

/** A new password; a person who had not activated yet becomes active by proving the email. */
export async function setPassword(db: Conn, playerId: number, passwordHash: string) {
  await db
    .update(players)
    .set({ passwordHash, activatedAt: sql`coalesce(${players.activatedAt}, now())` })
    .where(eq(players.id, playerId))
}
