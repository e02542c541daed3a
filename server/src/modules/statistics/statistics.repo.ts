import { and, asc, count, desc, eq, gte, isNull, lt, sql } from 'drizzle-orm'
import type { BidPlayerStatus } from '@bidfut/domain/contracts/enums'
import { isNextOpenBid } from '../../db/joins.ts'
import type { Db } from '../../db/client.ts'
import { bidDays, bidPlayers } from '../../db/schema/bids.ts'
import { companies } from '../../db/schema/groups.ts'
import { companyPlayers } from '../../db/schema/memberships.ts'
import type { LocalRange } from './periods.ts'

// Every statistic counts finished BIDs only (ADR 006). Each query below names the group twice,
// on the BID and on the entry, so the planner uses the group's indexes and nothing can leak.
export const finishedOf = (companyId: number) =>
  and(eq(bidDays.companyId, companyId), eq(bidDays.status, 'finished'))

const within = (range: LocalRange) =>
  and(gte(bidDays.dayOfMatch, range.from), lt(bidDays.dayOfMatch, range.to))

export const entryOfBid = (companyId: number) =>
  and(
    eq(bidPlayers.companyId, companyId),
    eq(bidPlayers.companyId, bidDays.companyId),
    eq(bidPlayers.bidDayId, bidDays.id),
  )

const memberOfEntry = and(
  eq(companyPlayers.companyId, bidPlayers.companyId),
  eq(companyPlayers.id, bidPlayers.companyPlayerId),
)

export const newestFirst = [desc(bidDays.dayOfMatch), desc(bidDays.number)] as const

export const confirmed = sql`${bidPlayers.status} = 'confirmed'`

/**
 * The group's time zone and the version of everything the cached statistics count: finished BIDs
 * (their entries never change once finished) and the names and types members are shown with.
 * One round trip, read before any cached answer is reused.
 */
export async function findStatisticsHead(db: Db, companyId: number) {
  // Plain SQL with aliases: drizzle leaves columns unqualified in a query without joins, which
  // would bind them to the wrong table inside these subqueries.
  const rows = await db
    .select({
      timeZone: companies.timeZone,
      finishedBids: sql<number>`(
        select count(*)::int from bid_days b where b.company_id = ${companyId} and b.status = 'finished')`,
      lastClosedAt: sql<string | null>`(
        select max(b.closed_at)::text from bid_days b
        where b.company_id = ${companyId} and b.status = 'finished')`,
      // 'Perdoar falta' (ADR 060) changes a player's record: a partial index keeps this cheap.
      lastForgivenAt: sql<string | null>`(
        select max(e.forgiven_at)::text from bid_players e
        where e.company_id = ${companyId} and e.forgiven_at is not null)`,
      membersDigest: sql<string | null>`(
        select md5(string_agg(m.id || ':' || m.type_player || ':' || coalesce(m.nickname, '')
                              || ':' || m.full_name, '|' order by m.id))
        from company_players m where m.company_id = ${companyId})`,
    })
    .from(companies)
    .where(eq(companies.id, companyId))
    .limit(1)
  return rows[0]
}

/** Active, not removed monthly members: the dashboard's 'Mensalistas'. */
export async function countMonthlyPlayers(db: Db, companyId: number) {
  const [row] = await db
    .select({ n: count() })
    .from(companyPlayers)
    .where(
      and(
        eq(companyPlayers.companyId, companyId),
        eq(companyPlayers.typePlayer, 'monthly'),
        eq(companyPlayers.status, 1),
        isNull(companyPlayers.deletedAt),
      ),
    )
  return row?.n ?? 0
}

/** When the member joined the group: attendance counts from that local day on. */
export async function findMemberSince(db: Db, companyId: number, companyPlayerId: number) {
  const rows = await db
    .select({ createdAt: companyPlayers.createdAt })
    .from(companyPlayers)
    .where(and(eq(companyPlayers.companyId, companyId), eq(companyPlayers.id, companyPlayerId)))
    .limit(1)
  return rows[0]?.createdAt
}

const finishedBidIds = (db: Db, companyId: number, range: LocalRange) =>
  db
    .select({ id: bidDays.id })
    .from(bidDays)
    .where(and(finishedOf(companyId), within(range)))

/** The member's entries in the group's finished BIDs of the range, oldest first. */
export async function listMemberEntries(
  db: Db,
  companyId: number,
  companyPlayerId: number,
  range: LocalRange,
) {
  return db
    .select({
      bidDayId: bidDays.id,
      dayOfMatch: bidDays.dayOfMatch,
      status: bidPlayers.status,
      quantityOfGoals: bidPlayers.quantityOfGoals,
      assistGoals: bidPlayers.assistGoals,
    })
    .from(bidDays)
    .innerJoin(
      bidPlayers,
      and(entryOfBid(companyId), eq(bidPlayers.companyPlayerId, companyPlayerId)),
    )
    .where(and(finishedOf(companyId), within(range)))
    .orderBy(asc(bidDays.dayOfMatch), asc(bidDays.number))
}

export async function countFinishedBids(db: Db, companyId: number, range?: LocalRange) {
  const [row] = await db
    .select({ n: count() })
    .from(bidDays)
    .where(range ? and(finishedOf(companyId), within(range)) : finishedOf(companyId))
  return row?.n ?? 0
}

/** The group's newest finished BIDs with their goals, newest first. */
export async function listNewestFinishedBidGoals(db: Db, companyId: number, limit: number) {
  const newest = db
    .select({ id: bidDays.id, number: bidDays.number, dayOfMatch: bidDays.dayOfMatch })
    .from(bidDays)
    .where(finishedOf(companyId))
    .orderBy(...newestFirst)
    .limit(limit)
    .as('newest')
  return db
    .select({
      bidDayId: newest.id,
      number: newest.number,
      dayOfMatch: newest.dayOfMatch,
      totalGoals: sql<number>`coalesce(sum(${bidPlayers.quantityOfGoals}), 0)::int`,
    })
    .from(newest)
    .leftJoin(
      bidPlayers,
      and(eq(bidPlayers.companyId, companyId), eq(bidPlayers.bidDayId, newest.id)),
    )
    .groupBy(newest.id, newest.number, newest.dayOfMatch)
    .orderBy(desc(newest.dayOfMatch), desc(newest.number))
}

/**
 * Goals and games per member over the finished BIDs of the season, with the same for the month
 * in progress; members who did not score in the season are left out.
 */
export function listSeasonScorers(
  db: Db,
  companyId: number,
  season: LocalRange,
  month: LocalRange,
) {
  const inMonth = within(month)
  const totals = db
    .select({
      companyPlayerId: bidPlayers.companyPlayerId,
      goals: sql<number>`sum(${bidPlayers.quantityOfGoals})::int`.as('goals'),
      games: sql<number>`(count(*) filter (where ${confirmed}))::int`.as('games'),
      monthGoals:
        sql<number>`coalesce(sum(${bidPlayers.quantityOfGoals}) filter (where ${inMonth}), 0)::int`.as(
          'month_goals',
        ),
      monthGames: sql<number>`(count(*) filter (where ${confirmed} and ${inMonth}))::int`.as(
        'month_games',
      ),
    })
    .from(bidDays)
    .innerJoin(bidPlayers, entryOfBid(companyId))
    .where(
      and(
        // The season's entries through the (bid, member) index, not the group's whole past.
        sql`${bidPlayers.bidDayId} = any(array(${finishedBidIds(db, companyId, season)}))`,
        finishedOf(companyId),
        within(season),
      ),
    )
    .groupBy(bidPlayers.companyPlayerId)
    .having(sql`sum(${bidPlayers.quantityOfGoals}) > 0`)
    .as('totals')
  return db
    .select({
      companyPlayerId: totals.companyPlayerId,
      nickname: companyPlayers.nickname,
      fullName: companyPlayers.fullName,
      typePlayer: companyPlayers.typePlayer,
      goals: totals.goals,
      games: totals.games,
      monthGoals: totals.monthGoals,
      monthGames: totals.monthGames,
    })
    .from(totals)
    .innerJoin(
      companyPlayers,
      and(eq(companyPlayers.companyId, companyId), eq(companyPlayers.id, totals.companyPlayerId)),
    )
}

const entryColumns = {
  companyPlayerId: bidPlayers.companyPlayerId,
  bidStatus: bidPlayers.status,
  typePlayer: bidPlayers.typePlayer,
  playerPosition: bidPlayers.playerPosition,
  skillLevel: bidPlayers.skillLevel,
  quantityOfGoals: bidPlayers.quantityOfGoals,
  assistGoals: bidPlayers.assistGoals,
  ballRecoveries: bidPlayers.ballRecoveries,
  goalKeeperDefender: bidPlayers.goalKeeperDefender,
  weeklyTeam: bidPlayers.weeklyTeam,
  nickname: companyPlayers.nickname,
  fullName: companyPlayers.fullName,
}

export const bidColumns = {
  id: bidDays.id,
  number: bidDays.number,
  dayOfMatch: bidDays.dayOfMatch,
  location: bidDays.location,
}

export type SheetEntry = Pick<
  typeof bidPlayers.$inferSelect,
  | 'companyPlayerId'
  | 'typePlayer'
  | 'playerPosition'
  | 'skillLevel'
  | 'quantityOfGoals'
  | 'assistGoals'
  | 'ballRecoveries'
  | 'goalKeeperDefender'
  | 'weeklyTeam'
> & { bidStatus: BidPlayerStatus; nickname: string | null; fullName: string }

/** One BID and its entries with the members' names, from a single snapshot. */
async function findSheet(db: Db, companyId: number, where: ReturnType<typeof and>) {
  const rows = await db
    .select({ bid: bidColumns, entry: entryColumns })
    .from(bidDays)
    .leftJoin(bidPlayers, entryOfBid(companyId))
    .leftJoin(companyPlayers, memberOfEntry)
    .where(where)
  const first = rows[0]
  if (!first) return undefined
  // A BID without entries yields one row of nulls; a real entry always has its member (foreign key).
  const entries = rows.flatMap(({ entry }) =>
    entry?.companyPlayerId == null ? [] : [entry as SheetEntry],
  )
  return { bid: first.bid, entries }
}

export function findOpenBidSheet(db: Db, companyId: number) {
  return findSheet(db, companyId, and(eq(bidDays.companyId, companyId), isNextOpenBid(companyId)))
}

export function findFinishedBidSheet(db: Db, companyId: number, bidDayId: number) {
  return findSheet(db, companyId, and(finishedOf(companyId), eq(bidDays.id, bidDayId)))
}
