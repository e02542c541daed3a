import { and, asc, eq, isNull, sql } from 'drizzle-orm'
import type { Db, Tx } from '../../db/client.ts'
import { bidDays, bidPlayers, companies, companyPlayers, players } from '../../db/schema.ts'

type Conn = Db | Tx

/** Goals and attendance per member, counted over the group's finished BIDs only. */
function finishedBidStats(db: Conn, companyId: number) {
  return db
    .select({
      companyPlayerId: bidPlayers.companyPlayerId,
      goals: sql<number>`coalesce(sum(${bidPlayers.quantityOfGoals}), 0)::int`.as('goals'),
      games: sql<number>`count(*)::int`.as('games'),
      confirmed: sql<number>`(count(*) filter (where ${bidPlayers.status} = 'confirmed'))::int`.as(
        'confirmed',
      ),
    })
    .from(bidPlayers)
    .innerJoin(bidDays, eq(bidDays.id, bidPlayers.bidDayId))
    .where(and(eq(bidPlayers.companyId, companyId), eq(bidDays.status, 'finished')))
    .groupBy(bidPlayers.companyPlayerId)
    .as('stats')
}

export async function listMembersWithStats(db: Conn, companyId: number) {
  const stats = finishedBidStats(db, companyId)
  return db
    .select({
      id: companyPlayers.id,
      playerId: players.id,
      name: players.fullName,
      nickname: companyPlayers.nickname,
      email: players.email,
      phone: players.phone,
      photoUrl: players.photoUrl,
      playerPosition: companyPlayers.playerPosition,
      typePlayer: companyPlayers.typePlayer,
      skillLevel: companyPlayers.skillLevel,
      status: companyPlayers.status,
      role: companyPlayers.role,
      activatedAt: players.activatedAt,
      goals: sql<number>`coalesce(${stats.goals}, 0)`,
      games: sql<number>`coalesce(${stats.games}, 0)`,
      confirmed: sql<number>`coalesce(${stats.confirmed}, 0)`,
    })
    .from(companyPlayers)
    .innerJoin(players, eq(players.id, companyPlayers.playerId))
    .leftJoin(stats, eq(stats.companyPlayerId, companyPlayers.id))
    .where(and(eq(companyPlayers.companyId, companyId), isNull(companyPlayers.deletedAt)))
    .orderBy(asc(players.fullName), asc(companyPlayers.id))
}

const memberColumns = {
  id: companyPlayers.id,
  playerId: players.id,
  fullName: players.fullName,
  email: players.email,
  birthDate: players.birthDate,
  phone: players.phone,
  favoriteTeam: players.favoriteTeam,
  activatedAt: players.activatedAt,
  nickname: companyPlayers.nickname,
  playerPosition: companyPlayers.playerPosition,
  skillLevel: companyPlayers.skillLevel,
  typePlayer: companyPlayers.typePlayer,
  status: companyPlayers.status,
  role: companyPlayers.role,
  groupName: companies.name,
}

export type MemberRow = Awaited<ReturnType<typeof findMember>>

/** A live membership of this group with its person; both ids must match, or nothing is found. */
export async function findMember(
  db: Conn,
  companyId: number,
  ids: { playerId: number; companyPlayerId?: number },
) {
  const rows = await db
    .select(memberColumns)
    .from(companyPlayers)
    .innerJoin(players, eq(players.id, companyPlayers.playerId))
    .innerJoin(companies, eq(companies.id, companyPlayers.companyId))
    .where(
      and(
        eq(companyPlayers.companyId, companyId),
        eq(companyPlayers.playerId, ids.playerId),
        ids.companyPlayerId === undefined ? undefined : eq(companyPlayers.id, ids.companyPlayerId),
        isNull(companyPlayers.deletedAt),
      ),
    )
    .limit(1)
  return rows[0]
}

/** The person's membership in this group, deleted or not (one per person and group). */
export async function findAnyMembership(db: Conn, companyId: number, playerId: number) {
  const rows = await db
    .select({ id: companyPlayers.id, deletedAt: companyPlayers.deletedAt })
    .from(companyPlayers)
    .where(and(eq(companyPlayers.companyId, companyId), eq(companyPlayers.playerId, playerId)))
    .limit(1)
  return rows[0]
}

export async function insertMembership(db: Conn, values: typeof companyPlayers.$inferInsert) {
  const [row] = await db.insert(companyPlayers).values(values).returning({ id: companyPlayers.id })
  return row!
}

type MembershipChanges = Partial<
  Pick<
    typeof companyPlayers.$inferInsert,
    'nickname' | 'playerPosition' | 'skillLevel' | 'typePlayer' | 'status' | 'role' | 'deletedAt'
  >
>

export async function updateMembership(
  db: Conn,
  companyId: number,
  companyPlayerId: number,
  changes: MembershipChanges,
) {
  await db
    .update(companyPlayers)
    .set(changes)
    .where(and(eq(companyPlayers.companyId, companyId), eq(companyPlayers.id, companyPlayerId)))
}

/**
 * Locks the group's active administrators until the transaction ends, so two concurrent
 * demotions cannot both see "another administrator is left".
 */
export async function lockActiveAdministrators(tx: Tx, companyId: number) {
  const rows = await tx
    .select({ id: companyPlayers.id })
    .from(companyPlayers)
    .where(
      and(
        eq(companyPlayers.companyId, companyId),
        eq(companyPlayers.role, 'administrator'),
        eq(companyPlayers.status, 1),
        isNull(companyPlayers.deletedAt),
      ),
    )
    .for('update')
  return rows.map((row) => row.id)
}
