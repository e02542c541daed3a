import { and, asc, eq, gt, gte, inArray, isNotNull, lt, or, sql } from 'drizzle-orm'
import type { Db, Tx } from '../../db/client.ts'
import { bidDays, bidPlayers } from '../../db/schema/bids.ts'
import { companies } from '../../db/schema/groups.ts'
import { companyPlayers } from '../../db/schema/memberships.ts'
import { bidMatches } from '../../db/schema/results.ts'
import { bidDayOf, confirmedIn, membershipOf } from '../../db/joins.ts'
import type { LocalRange } from '../statistics/periods.ts'

// After the whistle (ADR 039): the finished BIDs, who played and the night's matches.

type Conn = Db | Tx

/** A BID of the group, locked until the transaction ends. */
export async function lockBid(tx: Tx, companyId: number, bidDayId: number) {
  const rows = await tx
    .select({
      id: bidDays.id,
      number: bidDays.number,
      status: bidDays.status,
      drawnTeams: bidDays.drawnTeams,
    })
    .from(bidDays)
    .where(and(eq(bidDays.companyId, companyId), eq(bidDays.id, bidDayId)))
    .for('update')
  return rows[0]
}

export async function findBid(db: Conn, companyId: number, bidDayId: number) {
  const rows = await db
    .select({
      id: bidDays.id,
      number: bidDays.number,
      status: bidDays.status,
      dayOfMatch: bidDays.dayOfMatch,
      location: bidDays.location,
      drawnTeams: bidDays.drawnTeams,
      groupName: companies.name,
      timeZone: companies.timeZone,
    })
    .from(bidDays)
    .innerJoin(companies, eq(companies.id, bidDays.companyId))
    .where(and(eq(bidDays.companyId, companyId), eq(bidDays.id, bidDayId)))
  return rows[0]
}

export async function findLatestFinishedBid(db: Conn, companyId: number) {
  const rows = await db
    .select({ id: bidDays.id })
    .from(bidDays)
    .where(and(eq(bidDays.companyId, companyId), eq(bidDays.status, 'finished')))
    .orderBy(sql`${bidDays.dayOfMatch} desc`, sql`${bidDays.number} desc`)
    .limit(1)
  return rows[0]
}

/** The BID's confirmed players with their names, by name. */
export async function listConfirmed(db: Conn, companyId: number, bidDayId: number) {
  return db
    .select({
      companyPlayerId: companyPlayers.id,
      fullName: companyPlayers.fullName,
      nickname: companyPlayers.nickname,
      email: companyPlayers.email,
      active: sql<boolean>`${companyPlayers.status} = 1 and ${companyPlayers.deletedAt} is null`,
      resultEmails: companyPlayers.resultEmails,
    })
    .from(bidPlayers)
    .innerJoin(companyPlayers, membershipOf(bidPlayers))
    .where(confirmedIn(companyId, bidDayId))
    .orderBy(asc(companyPlayers.id))
}

/** The BID's entries that scored or assisted, with the members' names and photos. */
export async function listNightNumbers(db: Conn, companyId: number, bidDayId: number) {
  return db
    .select({
      companyPlayerId: bidPlayers.companyPlayerId,
      fullName: companyPlayers.fullName,
      nickname: companyPlayers.nickname,
      photoUrl: companyPlayers.photoUrl,
      goals: bidPlayers.quantityOfGoals,
      assists: bidPlayers.assistGoals,
    })
    .from(bidPlayers)
    .innerJoin(companyPlayers, membershipOf(bidPlayers))
    .where(
      and(
        eq(bidPlayers.companyId, companyId),
        eq(bidPlayers.bidDayId, bidDayId),
        or(gt(bidPlayers.quantityOfGoals, 0), gt(bidPlayers.assistGoals, 0)),
      ),
    )
}

export async function findNames(db: Conn, companyId: number, ids: number[]) {
  if (ids.length === 0) return []
  return db
    .select({
      companyPlayerId: companyPlayers.id,
      fullName: companyPlayers.fullName,
      nickname: companyPlayers.nickname,
    })
    .from(companyPlayers)
    .where(and(eq(companyPlayers.companyId, companyId), inArray(companyPlayers.id, ids)))
}

export async function listMatches(db: Conn, companyId: number, bidDayId: number) {
  return db
    .select()
    .from(bidMatches)
    .where(and(eq(bidMatches.companyId, companyId), eq(bidMatches.bidDayId, bidDayId)))
    .orderBy(asc(bidMatches.id))
}

/** The night's matches with a score, in the order they were recorded. */
export async function listScoredMatches(db: Conn, companyId: number, bidDayId: number) {
  const matches = await listMatches(db, companyId, bidDayId)
  return matches.flatMap(({ homeTeamId, awayTeamId, homeGoals, awayGoals }) =>
    homeGoals === null || awayGoals === null
      ? []
      : [{ homeTeamId, awayTeamId, homeGoals, awayGoals }],
  )
}

export async function insertMatch(tx: Tx, values: typeof bidMatches.$inferInsert) {
  await tx.insert(bidMatches).values(values)
}

export async function deleteMatch(tx: Tx, companyId: number, bidDayId: number, matchId: number) {
  const rows = await tx
    .delete(bidMatches)
    .where(
      and(
        eq(bidMatches.companyId, companyId),
        eq(bidMatches.bidDayId, bidDayId),
        eq(bidMatches.id, matchId),
      ),
    )
    .returning({ id: bidMatches.id })
  return rows.length > 0
}

/** Scored matches of the group's finished BIDs in a period, for a season's record. */
export async function listScoredMatchesIn(db: Conn, companyId: number, range: LocalRange) {
  return db
    .select({
      homePlayers: bidMatches.homePlayers,
      awayPlayers: bidMatches.awayPlayers,
      homeGoals: bidMatches.homeGoals,
      awayGoals: bidMatches.awayGoals,
    })
    .from(bidMatches)
    .innerJoin(bidDays, bidDayOf(bidMatches))
    .where(
      and(
        eq(bidMatches.companyId, companyId),
        eq(bidDays.status, 'finished'),
        gte(bidDays.dayOfMatch, range.from),
        lt(bidDays.dayOfMatch, range.to),
        isNotNull(bidMatches.homeGoals),
      ),
    )
}

export async function findTimeZone(db: Conn, companyId: number) {
  const rows = await db
    .select({ timeZone: companies.timeZone })
    .from(companies)
    .where(eq(companies.id, companyId))
  return rows[0]?.timeZone
}
