import { and, asc, eq, sql } from 'drizzle-orm'
import type { OwnBidStats } from '@bidfut/domain/contracts/bids'
import type { Db, Tx } from '../../db/client.ts'
import { bidDays, bidPlayers } from '../../db/schema/bids.ts'
import { companies } from '../../db/schema/groups.ts'
import { companyPlayers } from '../../db/schema/memberships.ts'
import { bidSchedules } from '../../db/schema/season.ts'
import { isOpenBidOf } from './bids.repo.ts'

type Conn = Db | Tx

function prepareOpenBidHeads(db: Db) {
  return db
    .select({
      id: bidDays.id,
      version: bidDays.version,
      dayOfMatch: bidDays.dayOfMatch,
      timeZone: companies.timeZone,
    })
    .from(bidDays)
    .innerJoin(companies, eq(companies.id, bidDays.companyId))
    .where(and(eq(bidDays.companyId, sql.placeholder('companyId')), eq(bidDays.status, 'open')))
    .orderBy(asc(bidDays.dayOfMatch), asc(bidDays.id))
    .prepare('bids_open_bid_heads')
}
// Prepared once per database: the polling path skips query building, and PostgreSQL re-plans less.
const openBidHeadQueries = new WeakMap<Db, ReturnType<typeof prepareOpenBidHeads>>()

/**
 * The open BIDs' identities and versions, the next game first (ADR 059): everything the 304
 * path reads.
 */
export async function findOpenBidHeads(db: Db, companyId: number) {
  let query = openBidHeadQueries.get(db)
  if (!query) {
    query = prepareOpenBidHeads(db)
    openBidHeadQueries.set(db, query)
  }
  return query.execute({ companyId })
}

/** The group's open BIDs' ids, the next game first (ADR 059). */
export async function listOpenBidIds(db: Conn, companyId: number): Promise<number[]> {
  const rows = await db
    .select({ id: bidDays.id })
    .from(bidDays)
    .where(isOpenBidOf(companyId))
    .orderBy(asc(bidDays.dayOfMatch), asc(bidDays.id))
  return rows.map((row) => row.id)
}

/**
 * An open BID of the group and all its players in one query, so the whole sheet comes from one
 * snapshot: the one named, else the next game (the earliest open BID, ADR 059).
 */
export async function findBidSheet(db: Conn, companyId: number, bidDayId?: number) {
  const which =
    bidDayId === undefined
      ? sql`${bidDays.id} = (select b.id from ${bidDays} b where b.company_id = ${companyId}
          and b.status = 'open' order by b.day_of_match, b.id limit 1)`
      : eq(bidDays.id, bidDayId)
  const rows = await db
    .select({
      bid: {
        id: bidDays.id,
        number: bidDays.number,
        version: bidDays.version,
        status: bidDays.status,
        dayOfMatch: bidDays.dayOfMatch,
        location: bidDays.location,
        slots: bidDays.slots,
        timeZone: companies.timeZone,
        // The mensalistas' window (ADR 036): its length, and whether its places were released.
        monthlyWindowHours: bidSchedules.monthlyWindowHours,
        monthlyWindowReleased: sql<boolean>`${bidDays.monthlyWindowReleasedAt} is not null`,
      },
      entry: {
        id: bidPlayers.id,
        companyPlayerId: bidPlayers.companyPlayerId,
        typePlayer: bidPlayers.typePlayer,
        status: bidPlayers.status,
        playerPosition: bidPlayers.playerPosition,
        skillLevel: bidPlayers.skillLevel,
        quantityOfGoals: bidPlayers.quantityOfGoals,
        assistGoals: bidPlayers.assistGoals,
        ballRecoveries: bidPlayers.ballRecoveries,
        goalKeeperDefender: bidPlayers.goalKeeperDefender,
        weeklyTeam: bidPlayers.weeklyTeam,
        waitlistedAt: bidPlayers.waitlistedAt,
        waitlistFirstAt: bidPlayers.waitlistFirstAt,
        nickname: companyPlayers.nickname,
        fullName: companyPlayers.fullName,
        /** An active monthly player or goalkeeper: the window holds their place until they answer. */
        autoConfirmed: bidPlayers.autoConfirmed,
        guaranteeLost: bidPlayers.guaranteeLost,
        heldFor: sql<boolean>`(${companyPlayers.typePlayer} in ('monthly', 'goalkeeper') and ${companyPlayers.status} = 1 and ${companyPlayers.deletedAt} is null and not ${bidPlayers.guaranteeLost})`,
      },
    })
    .from(bidDays)
    .innerJoin(companies, eq(companies.id, bidDays.companyId))
    .leftJoin(bidSchedules, eq(bidSchedules.companyId, bidDays.companyId))
    .leftJoin(
      bidPlayers,
      and(eq(bidPlayers.bidDayId, bidDays.id), eq(bidPlayers.companyId, bidDays.companyId)),
    )
    .leftJoin(
      companyPlayers,
      and(
        eq(companyPlayers.id, bidPlayers.companyPlayerId),
        eq(companyPlayers.companyId, bidPlayers.companyId),
      ),
    )
    .where(and(isOpenBidOf(companyId), which))
  const first = rows[0]
  if (!first) return undefined
  // A BID with no players yet yields one row of nulls; a real entry always has its member and
  // person (foreign keys), so its columns are as non-null as in their own tables.
  const entries = rows.flatMap(({ entry }) =>
    entry?.companyPlayerId == null ? [] : [entry as BidSheetEntry],
  )
  return { bid: first.bid, entries }
}

export type BidSheetEntry = Pick<
  typeof bidPlayers.$inferSelect,
  | 'id'
  | 'companyPlayerId'
  | 'typePlayer'
  | 'status'
  | 'playerPosition'
  | 'skillLevel'
  | 'waitlistedAt'
  | 'waitlistFirstAt'
  | 'autoConfirmed'
  | 'guaranteeLost'
  | keyof OwnBidStats
> & { nickname: string | null; fullName: string; heldFor: boolean }
export type BidSheet = NonNullable<Awaited<ReturnType<typeof findBidSheet>>>
