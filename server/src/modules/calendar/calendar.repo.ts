import { and, asc, eq, gte, inArray, isNull, or, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { bidDays, calendarFeeds, companies, companyPlayers } from '../../db/schema.ts'

const feedColumns = {
  playerId: calendarFeeds.playerId,
  generation: calendarFeeds.generation,
  tokenHash: calendarFeeds.tokenHash,
  feedEtag: calendarFeeds.feedEtag,
  feedChangedAt: calendarFeeds.feedChangedAt,
}
export async function findFeedByHash(db: Db, tokenHash: string) {
  const [row] = await db
    .select(feedColumns)
    .from(calendarFeeds)
    .where(eq(calendarFeeds.tokenHash, tokenHash))
    .limit(1)
  return row
}

export async function findFeedOf(db: Db, playerId: number) {
  const [row] = await db
    .select(feedColumns)
    .from(calendarFeeds)
    .where(eq(calendarFeeds.playerId, playerId))
    .limit(1)
  return row
}

/** The person's first feed; a concurrent first call made the same row. */
export async function insertFeed(db: Db, playerId: number, tokenHash: string) {
  await db.insert(calendarFeeds).values({ playerId, tokenHash }).onConflictDoNothing()
}

/** The token's hash for the feed's generation (the server secret changed since it was made). */
export async function setFeedHash(db: Db, playerId: number, tokenHash: string) {
  await db.update(calendarFeeds).set({ tokenHash }).where(eq(calendarFeeds.playerId, playerId))
}

/** 'Renovar link': the next generation, whose hash the caller worked out from it. */
export async function renewFeed(
  db: Db,
  playerId: number,
  from: { generation: number; tokenHash: string },
) {
  const [row] = await db
    .update(calendarFeeds)
    .set({
      generation: from.generation,
      tokenHash: from.tokenHash,
      feedEtag: null,
      feedChangedAt: new Date(),
    })
    .where(
      and(eq(calendarFeeds.playerId, playerId), eq(calendarFeeds.generation, from.generation - 1)),
    )
    .returning({ playerId: calendarFeeds.playerId })
  return row !== undefined
}

/** The feed's content changed: its new ETag and when (the Last-Modified of later answers). */
export async function markFeedChanged(db: Db, playerId: number, etag: string, at: Date) {
  await db
    .update(calendarFeeds)
    .set({ feedEtag: etag, feedChangedAt: at })
    .where(eq(calendarFeeds.playerId, playerId))
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

/** Most BIDs one feed lists: a weekly group has about ten in its window. */
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

export type FeedBidRow = Awaited<ReturnType<typeof listFeedBids>>[number]
