import { and, asc, eq, isNull, sql } from 'drizzle-orm'
import type { Db, Tx } from '../../db/client.ts'
import { bidDays, bidPlayers } from '../../db/schema/bids.ts'
import { companies } from '../../db/schema/groups.ts'
import { companyPlayers } from '../../db/schema/memberships.ts'

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
      addedByName: companyPlayers.addedByName,
      goals: sql<number>`coalesce(${stats.goals}, 0)`,
      games: sql<number>`coalesce(${stats.games}, 0)`,
      confirmed: sql<number>`coalesce(${stats.confirmed}, 0)`,
    })
    .from(companyPlayers)
    .leftJoin(stats, eq(stats.companyPlayerId, companyPlayers.id))
    .where(and(eq(companyPlayers.companyId, companyId), isNull(companyPlayers.deletedAt)))
    .orderBy(asc(companyPlayers.fullName), asc(companyPlayers.id))
}

export async function findGroupName(db: Conn, companyId: number) {
  const rows = await db
    .select({ name: companies.name })
    .from(companies)
    .where(eq(companies.id, companyId))
    .limit(1)
  return rows[0]?.name ?? ''
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

/** The member's entries in the group's open BIDs, with each BID's number, the next first. */
export async function findOpenBidEntries(tx: Tx, companyId: number, companyPlayerId: number) {
  return tx
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
    .orderBy(asc(bidDays.dayOfMatch), asc(bidDays.id))
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
