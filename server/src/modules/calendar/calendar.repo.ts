import { and, asc, eq, gte, inArray, isNull, max, or, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { bidDays, calendarFeeds, companies, companyPlayers } from '../../db/schema.ts'

/** The person's feed generation and when it was last renewed; none yet: generation 1. */
export async function findFeedOf(db: Db, playerId: number) {
  const [row] = await db
    .select({ generation: calendarFeeds.generation, renewedAt: calendarFeeds.renewedAt })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.playerId, playerId))
    .limit(1)
  return row ?? { generation: 1, renewedAt: null }
}

/** 'Renovar link': the next generation, in one statement whatever ran before. */
export async function renewFeed(db: Db, playerId: number): Promise<number> {
  const [row] = await db
    .insert(calendarFeeds)
    .values({ playerId, generation: 2, renewedAt: new Date() })
    .onConflictDoUpdate({
      target: calendarFeeds.playerId,
      set: { generation: sql`${calendarFeeds.generation} + 1`, renewedAt: new Date() },
    })
    .returning({ generation: calendarFeeds.generation })
  return row!.generation
}

/** The groups a person plays in: live, active memberships of their account. */
export async function listFeedGroups(db: Db, playerId: number) {
  return db
    .select({ companyId: companies.id, name: companies.name, timeZone: companies.timeZone })
    .from(companyPlayers)
    .innerJoin(companies, eq(companies.id, companyPlayers.companyId))
    .where(
      and(
        eq(companyPlayers.playerId, playerId),
        eq(companyPlayers.status, 1),
        isNull(companyPlayers.deletedAt),
      ),
    )
    .orderBy(asc(companies.id))
}

/**
 * The last time the person's memberships changed in a way the feed sees: joined, added or
 * removed. Part of the feed's Last-Modified, so If-Modified-Since sees a group come or go.
 */
export async function lastMembershipChange(db: Db, playerId: number): Promise<Date | null> {
  const [row] = await db
    .select({
      at: max(
        sql<Date>`greatest(${companyPlayers.createdAt}, ${companyPlayers.joinedAt}, ${companyPlayers.deletedAt})`,
      ),
    })
    .from(companyPlayers)
    .where(eq(companyPlayers.playerId, playerId))
  return row?.at ? new Date(row.at) : null
}

const bidColumns = {
  id: bidDays.id,
  companyId: bidDays.companyId,
  number: bidDays.number,
  dayOfMatch: bidDays.dayOfMatch,
  location: bidDays.location,
  status: bidDays.status,
  calendarSequence: bidDays.calendarSequence,
  calendarDate: sql<string>`coalesce(${bidDays.calendarDate}, ${bidDays.dayOfMatch}::date)::text`,
  calendarChangedAt: bidDays.calendarChangedAt,
}

/** Most BIDs one feed lists: a weekly group has about six in its window. */
const FEED_BIDS_MAX = 500

/** The groups' open BIDs and every BID from `since` (a wall-clock date-time) on. */
export async function listFeedBids(db: Db, companyIds: number[], since: string) {
  if (companyIds.length === 0) return []
  return db
    .select(bidColumns)
    .from(bidDays)
    .where(
      and(
        inArray(bidDays.companyId, companyIds),
        or(eq(bidDays.status, 'open'), gte(bidDays.dayOfMatch, since)),
      ),
    )
    .orderBy(asc(bidDays.dayOfMatch), asc(bidDays.id))
    .limit(FEED_BIDS_MAX)
}

export type FeedBidRow = Awaited<ReturnType<typeof listFeedBids>>[number]

/** One BID of the given groups, for the one-event download. */
export async function findFeedBid(db: Db, companyIds: number[], bidDayId: number) {
  if (companyIds.length === 0) return undefined
  const [row] = await db
    .select(bidColumns)
    .from(bidDays)
    .where(and(eq(bidDays.id, bidDayId), inArray(bidDays.companyId, companyIds)))
    .limit(1)
  return row
}
