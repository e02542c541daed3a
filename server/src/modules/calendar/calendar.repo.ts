import { and, asc, eq, gte, inArray, or, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import {
  bidDays,
  calendarFeeds,
  companies,
  companyPlayers,
  erasedAccounts,
} from '../../db/schema.ts'

/**
 * The person's feed generation and when it was last renewed; none yet: generation 1. An erased
 * account has no feed at all (null): its erasure deleted the row, and no generation of it may
 * answer again. One statement: calendar apps poll this.
 */
export async function findFeedOf(db: Db, playerId: number) {
  const { rows } = (await db.execute(sql`
    select
      (select generation from ${calendarFeeds} where player_id = ${playerId}) as generation,
      (select renewed_at from ${calendarFeeds} where player_id = ${playerId}) as renewed_at,
      exists (select 1 from ${erasedAccounts} where player_id = ${playerId}) as erased`)) as {
    rows: { generation: number | null; renewed_at: Date | string | null; erased: boolean }[]
  }
  const row = rows[0]!
  if (row.erased) return null
  return {
    generation: row.generation ?? 1,
    renewedAt: row.renewed_at === null ? null : new Date(row.renewed_at),
  }
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

/**
 * The groups a person plays in (live, active memberships of their account, as the access gate
 * counts them) and the last time a membership of theirs was made, joined or removed: part of the
 * feed's Last-Modified, so If-Modified-Since sees a group come or go. One query for both.
 */
export async function listFeedGroups(db: Db, playerId: number) {
  const rows = await db
    .select({
      companyId: companies.id,
      name: companies.name,
      timeZone: companies.timeZone,
      live: sql<boolean>`${companyPlayers.status} = 1 and ${companyPlayers.deletedAt} is null`,
      changedAt: sql<string>`greatest(${companyPlayers.createdAt}, ${companyPlayers.joinedAt}, ${companyPlayers.deletedAt})`,
    })
    .from(companyPlayers)
    .innerJoin(companies, eq(companies.id, companyPlayers.companyId))
    .where(eq(companyPlayers.playerId, playerId))
    .orderBy(asc(companies.id))
  const changes = rows.map((row) => new Date(row.changedAt).getTime())
  return {
    groups: rows
      .filter((row) => row.live)
      .map(({ companyId, name, timeZone }) => ({ companyId, name, timeZone })),
    membershipChangedAt: changes.length > 0 ? new Date(Math.max(...changes)) : null,
  }
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
