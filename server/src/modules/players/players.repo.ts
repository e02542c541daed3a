import { and, asc, eq, isNull, sql } from 'drizzle-orm'
import type { Db, Tx } from '../../db/client.ts'
import { bidDays, bidPlayers, companies, companyPlayers } from '../../db/schema.ts'

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
      name: companyPlayers.fullName,
      nickname: companyPlayers.nickname,
      email: companyPlayers.email,
      phone: companyPlayers.phone,
      photoUrl: companyPlayers.photoUrl,
      playerPosition: companyPlayers.playerPosition,
      typePlayer: companyPlayers.typePlayer,
      skillLevel: companyPlayers.skillLevel,
      status: companyPlayers.status,
      role: companyPlayers.role,
      joinedAt: companyPlayers.joinedAt,
      goals: sql<number>`coalesce(${stats.goals}, 0)`,
      games: sql<number>`coalesce(${stats.games}, 0)`,
      confirmed: sql<number>`coalesce(${stats.confirmed}, 0)`,
    })
    .from(companyPlayers)
    .leftJoin(stats, eq(stats.companyPlayerId, companyPlayers.id))
    .where(and(eq(companyPlayers.companyId, companyId), isNull(companyPlayers.deletedAt)))
    .orderBy(asc(companyPlayers.fullName), asc(companyPlayers.id))
}

const memberColumns = {
  id: companyPlayers.id,
  fullName: companyPlayers.fullName,
  email: companyPlayers.email,
  birthDate: companyPlayers.birthDate,
  phone: companyPlayers.phone,
  favoriteTeam: companyPlayers.favoriteTeam,
  joinedAt: companyPlayers.joinedAt,
  nickname: companyPlayers.nickname,
  playerPosition: companyPlayers.playerPosition,
  skillLevel: companyPlayers.skillLevel,
  typePlayer: companyPlayers.typePlayer,
  status: companyPlayers.status,
  role: companyPlayers.role,
  groupName: companies.name,
}

export type MemberRow = Awaited<ReturnType<typeof findMember>>

/** A live membership of this group, by its id. */
export async function findMember(db: Conn, companyId: number, companyPlayerId: number) {
  const rows = await db
    .select(memberColumns)
    .from(companyPlayers)
    .innerJoin(companies, eq(companies.id, companyPlayers.companyId))
    .where(
      and(
        eq(companyPlayers.companyId, companyId),
        eq(companyPlayers.id, companyPlayerId),
        isNull(companyPlayers.deletedAt),
      ),
    )
    .limit(1)
  return rows[0]
}

/** The group's membership with this email, removed or not, newest first. */
export async function findMembershipByEmail(db: Conn, companyId: number, email: string) {
  const rows = await db
    .select({
      id: companyPlayers.id,
      deletedAt: companyPlayers.deletedAt,
      joinedAt: companyPlayers.joinedAt,
    })
    .from(companyPlayers)
    .where(
      and(
        eq(companyPlayers.companyId, companyId),
        sql`lower(${companyPlayers.email}) = lower(${email})`,
      ),
    )
    .orderBy(sql`${companyPlayers.deletedAt} desc nulls first`)
    .limit(1)
  return rows[0]
}

export async function findGroupName(db: Conn, companyId: number) {
  const rows = await db
    .select({ name: companies.name })
    .from(companies)
    .where(eq(companies.id, companyId))
    .limit(1)
  return rows[0]?.name ?? ''
}

export async function insertMembership(db: Conn, values: typeof companyPlayers.$inferInsert) {
  const [row] = await db.insert(companyPlayers).values(values).returning({ id: companyPlayers.id })
  return row!
}

type MembershipChanges = Partial<
  Pick<
    typeof companyPlayers.$inferInsert,
    | 'nickname'
    | 'playerPosition'
    | 'skillLevel'
    | 'typePlayer'
    | 'status'
    | 'role'
    | 'deletedAt'
    | PersonalField
  >
>

/** What an organiser may type for a player who has not joined yet. */
export type PersonalField = 'fullName' | 'email' | 'birthDate' | 'phone' | 'favoriteTeam'

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
 * A removed membership comes back pending, with only what the organiser typed now: no account
 * (the person accepts a new invitation), no copy of their profile or photo.
 */
export async function reopenMembership(
  db: Conn,
  companyId: number,
  companyPlayerId: number,
  fields: Omit<MembershipChanges, 'deletedAt'>,
) {
  await db
    .update(companyPlayers)
    .set({ ...fields, playerId: null, joinedAt: null, photoUrl: null, deletedAt: null })
    .where(and(eq(companyPlayers.companyId, companyId), eq(companyPlayers.id, companyPlayerId)))
}

/** Locks one membership's row until the transaction ends: changes to its links queue on it. */
export async function lockMembership(tx: Tx, companyId: number, companyPlayerId: number) {
  await tx
    .select({ id: companyPlayers.id })
    .from(companyPlayers)
    .where(and(eq(companyPlayers.companyId, companyId), eq(companyPlayers.id, companyPlayerId)))
    .for('update')
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

/** The member's entry in the group's open BID, with the BID's number. */
export async function findOpenBidEntry(tx: Tx, companyId: number, companyPlayerId: number) {
  const rows = await tx
    .select({ bidDayId: bidDays.id, number: bidDays.number, status: bidPlayers.status })
    .from(bidPlayers)
    .innerJoin(
      bidDays,
      and(eq(bidDays.id, bidPlayers.bidDayId), eq(bidDays.companyId, bidPlayers.companyId)),
    )
    .where(
      and(
        eq(bidPlayers.companyId, companyId),
        eq(bidPlayers.companyPlayerId, companyPlayerId),
        eq(bidDays.status, 'open'),
      ),
    )
    .limit(1)
  return rows[0]
}

export async function deleteBidEntry(
  tx: Tx,
  companyId: number,
  bidDayId: number,
  companyPlayerId: number,
) {
  await tx
    .delete(bidPlayers)
    .where(
      and(
        eq(bidPlayers.companyId, companyId),
        eq(bidPlayers.bidDayId, bidDayId),
        eq(bidPlayers.companyPlayerId, companyPlayerId),
      ),
    )
}
