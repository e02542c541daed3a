import { and, desc, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { bidDays, bidPlayers } from '../../db/schema/bids.ts'
import { companyPlayers } from '../../db/schema/memberships.ts'
import { bidColumns, confirmed, entryOfBid, finishedOf, newestFirst } from './statistics.repo.ts'

/** Totals over every finished BID of the group: the heaviest read here (see bench:stats). */
export function historyTotalsQuery(db: Db, companyId: number) {
  return db
    .select({
      confirmedEntries: sql<number>`(count(*) filter (where ${confirmed}))::int`,
      goals: sql<number>`coalesce(sum(${bidPlayers.quantityOfGoals}), 0)::int`,
      // Per member, one probe that stops at the first confirmed finished entry: cheaper than
      // count(distinct) over every entry.
      players: sql<number>`(
        select count(*)::int from ${companyPlayers} where ${companyPlayers.companyId} = ${companyId}
        and exists (
          select 1 from ${bidPlayers} as mine join ${bidDays} as bid on bid.id = mine.bid_day_id
          where mine.company_id = ${companyId} and mine.company_player_id = ${companyPlayers.id}
            and mine.status = 'confirmed' and bid.status = 'finished'))`,
    })
    .from(bidDays)
    .innerJoin(bidPlayers, entryOfBid(companyId))
    .where(finishedOf(companyId))
}

export async function findHistoryTotals(db: Db, companyId: number) {
  const [row] = await historyTotalsQuery(db, companyId)
  return row ?? { confirmedEntries: 0, players: 0, goals: 0 }
}

/**
 * A page of finished BIDs, newest first, with their totals and who scored. Names come apart
 * (listMemberNames): joining them per entry costs more than the page itself.
 */
export async function listHistoryPage(db: Db, companyId: number, offset: number, limit: number) {
  const page = db
    .select(bidColumns)
    .from(bidDays)
    .where(finishedOf(companyId))
    .orderBy(...newestFirst)
    .limit(limit)
    .offset(offset)
    .as('page')
  const scored = sql`${bidPlayers.quantityOfGoals} > 0`
  return db
    .select({
      id: page.id,
      number: page.number,
      dayOfMatch: page.dayOfMatch,
      location: page.location,
      totalPlayers: sql<number>`(count(*) filter (where ${confirmed}))::int`,
      totalGoals: sql<number>`coalesce(sum(${bidPlayers.quantityOfGoals}), 0)::int`,
      scorerIds: sql<number[] | null>`array_agg(${bidPlayers.companyPlayerId}
        order by ${bidPlayers.companyPlayerId}) filter (where ${scored})`,
      scorerGoals: sql<number[] | null>`array_agg(${bidPlayers.quantityOfGoals}
        order by ${bidPlayers.companyPlayerId}) filter (where ${scored})`,
    })
    .from(page)
    .leftJoin(
      bidPlayers,
      and(eq(bidPlayers.companyId, companyId), eq(bidPlayers.bidDayId, page.id)),
    )
    .groupBy(page.id, page.number, page.dayOfMatch, page.location)
    .orderBy(desc(page.dayOfMatch), desc(page.number))
}

/** Every membership of the group, removed ones too: past BIDs still name them. */
export async function listMemberNames(db: Db, companyId: number) {
  return db
    .select({
      id: companyPlayers.id,
      nickname: companyPlayers.nickname,
      fullName: companyPlayers.fullName,
    })
    .from(companyPlayers)
    .where(eq(companyPlayers.companyId, companyId))
}
