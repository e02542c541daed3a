import { and, count, eq, sql } from 'drizzle-orm'
import type { OwnBidStats } from '@bidfut/domain/contracts/bids'
import type { Db, Tx } from '../../db/client.ts'
import { entryInBid } from '../../db/joins.ts'
import { bidDays, bidPlayers } from '../../db/schema/bids.ts'
import { companies } from '../../db/schema/groups.ts'
import { companyPlayers } from '../../db/schema/memberships.ts'
import { bidSchedules } from '../../db/schema/season.ts'

type Conn = Db | Tx

export type BidPlayerRow = typeof bidPlayers.$inferInsert
export type BidStatus = (typeof bidDays.$inferSelect)['status']

export const isOpenBidOf = (companyId: number) =>
  and(eq(bidDays.companyId, companyId), eq(bidDays.status, 'open'))

export async function findBid(db: Conn, companyId: number, bidDayId: number) {
  const rows = await db
    .select({ id: bidDays.id, status: bidDays.status })
    .from(bidDays)
    .where(and(eq(bidDays.id, bidDayId), eq(bidDays.companyId, companyId)))
    .limit(1)
  return rows[0]
}

/** What a writer reads of the BID it locks. */
const lockedBidColumns = {
  id: bidDays.id,
  status: bidDays.status,
  dayOfMatch: bidDays.dayOfMatch,
  location: bidDays.location,
  slots: bidDays.slots,
  timeZone: companies.timeZone,
}

/** A BID's version after a change, which tells Live BID readers to read it again. */
const nextVersion = { version: sql`${bidDays.version} + 1` }

/**
 * The calendar feed's entry changed (ADR 037): a higher SEQUENCE, and the date the entry's UID
 * names pinned to the date the BID had before its first move.
 */
const calendarChange = () => ({
  calendarSequence: sql`${bidDays.calendarSequence} + 1`,
  calendarChangedAt: new Date(),
  calendarDate: sql`coalesce(${bidDays.calendarDate}, ${bidDays.dayOfMatch}::date)`,
})

/**
 * Locks the BID row until the transaction ends. Every write to a BID or its players takes
 * this lock first, which serialises check-ins (the slot count) and keeps the lock order fixed.
 */
export async function lockBid(tx: Tx, companyId: number, bidDayId: number) {
  const rows = await tx
    .select(lockedBidColumns)
    .from(bidDays)
    .innerJoin(companies, eq(companies.id, bidDays.companyId))
    .where(and(eq(bidDays.id, bidDayId), eq(bidDays.companyId, companyId)))
    .for('update', { of: bidDays })
  return rows[0]
}

/**
 * lockBid for status changes, which always mark the BID changed: the row lock and the version
 * bump in one statement. The same statement reads the members and their entries in the BID as
 * they were before it waited for the lock, so each write must check its entry is unchanged
 * (writeEntryStatus does): the changes that arrived together hold the lock for their writes and
 * one commit (ADR 017). (An UPDATE's row lock excludes lockBid's and this one's.)
 */
export async function lockBidForStatusChanges(
  tx: Tx,
  companyId: number,
  bidDayId: number,
  companyPlayerIds: number[],
) {
  // Written as SQL: Drizzle's builder for an update joined to four tables cost a check-in more
  // CPU (~1 ms on PGlite) than the statement's own run, with 24 check-ins queued behind it.
  const { rows } = (await tx.execute(sql`
    with locked as (
      update ${bidDays} b set version = b.version + 1
      where b.id = ${bidDayId} and b.company_id = ${companyId}
      returning b.id, b.company_id, b.status, b.day_of_match, b.location, b.slots,
        b.monthly_window_released_at is not null as "windowReleased"
    )
    select b.id, b.status, b.day_of_match as "dayOfMatch", b.location, b.slots,
      c.time_zone as "timeZone", c.late_notice_hours as "lateNoticeHours",
      b."windowReleased", s.monthly_window_hours as "windowHours",
      m.id as "memberId", m.deleted_at is not null as "removed", m.type_player as "typePlayer",
      e.status as "entryStatus", coalesce(e.guarantee_lost, false) as "guaranteeLost",
      coalesce(e.auto_confirmed, false) as "autoConfirmed"
    from locked b
      join ${companies} c on c.id = b.company_id
      left join ${bidSchedules} s on s.company_id = b.company_id
      left join ${companyPlayers} m
        on m.id = any(${sql.param(companyPlayerIds)}::int[]) and m.company_id = b.company_id
      left join ${bidPlayers} e
        on e.company_player_id = m.id and e.bid_day_id = b.id and e.company_id = b.company_id`)) as {
    rows: LockRow[]
  }
  const first = rows[0]
  if (!first) return undefined
  const { id, status, dayOfMatch, location, slots, timeZone, windowHours, windowReleased } = first
  const members = new Map<number, SeenMember>()
  for (const row of rows) {
    if (row.memberId !== null && row.typePlayer !== null) {
      members.set(row.memberId, {
        removed: row.removed,
        typePlayer: row.typePlayer,
        entryStatus: row.entryStatus,
        guaranteeLost: row.guaranteeLost,
        autoConfirmed: row.autoConfirmed,
      })
    }
  }
  return {
    // The driver's text, as the column type reads it (localDateTime).
    bid: {
      id,
      status,
      dayOfMatch: String(dayOfMatch).replace(' ', 'T'),
      location,
      slots,
      timeZone,
    } satisfies LockedBid,
    // The window's settings, which only the scheduler and the organiser change: how many places
    // it holds is counted under the lock, by the write (waiting-list.repo.ts writeEntryStatus).
    window: { hours: windowHours, released: windowReleased },
    // A place left under these hours before kick-off is a furão (ADR 053).
    lateNoticeHours: first.lateNoticeHours,
    /** Each member of the group asked for, as read before the lock. */
    members: members as ReadonlyMap<number, SeenMember>,
  }
}

type LockedBid = NonNullable<Awaited<ReturnType<typeof lockBid>>>
/** A member and their entry in the BID, as a status change's lock read them. */
export type SeenMember = {
  removed: boolean
  typePlayer: (typeof companyPlayers.$inferSelect)['typePlayer']
  entryStatus: (typeof bidPlayers.$inferSelect)['status'] | null
  /** The furões' rule took their held place in this BID (ADR 060): they ask as an avulso. */
  guaranteeLost: boolean
  /** Confirmed when the BID opened, not answered since: 'Não vou' is one tap (ADR 060). */
  autoConfirmed: boolean
}
type LockRow = LockedBid &
  Omit<SeenMember, 'typePlayer'> & {
    memberId: number | null
    typePlayer: SeenMember['typePlayer'] | null
    windowHours: number | null
    windowReleased: boolean
    lateNoticeHours: number
  }

export async function bumpBidVersion(tx: Tx, companyId: number, bidDayId: number) {
  await tx
    .update(bidDays)
    .set(nextVersion)
    .where(and(eq(bidDays.id, bidDayId), eq(bidDays.companyId, companyId)))
}

export async function closeBid(
  tx: Tx,
  companyId: number,
  bidDayId: number,
  status: Exclude<BidStatus, 'open'>,
) {
  await tx
    .update(bidDays)
    .set({
      status,
      closedAt: new Date(),
      ...nextVersion,
      ...(status === 'cancelled' ? calendarChange() : {}),
    })
    .where(and(eq(bidDays.id, bidDayId), eq(bidDays.companyId, companyId)))
}

/** A membership of the group and, when present, its entry in the given BID. */
export async function findMemberWithEntry(
  tx: Tx,
  companyId: number,
  bidDayId: number,
  companyPlayerId: number,
) {
  const rows = await tx
    .select({
      companyPlayerId: companyPlayers.id,
      typePlayer: companyPlayers.typePlayer,
      deletedAt: companyPlayers.deletedAt,
      entryStatus: bidPlayers.status,
    })
    .from(companyPlayers)
    .leftJoin(bidPlayers, entryInBid(companyId, bidDayId))
    .where(and(eq(companyPlayers.id, companyPlayerId), eq(companyPlayers.companyId, companyId)))
    .limit(1)
  return rows[0]
}
export type MemberWithEntry = NonNullable<Awaited<ReturnType<typeof findMemberWithEntry>>>

export async function countConfirmed(tx: Tx, companyId: number, bidDayId: number) {
  const [row] = await tx
    .select({ n: count() })
    .from(bidPlayers)
    .where(
      and(
        eq(bidPlayers.companyId, companyId),
        eq(bidPlayers.bidDayId, bidDayId),
        eq(bidPlayers.status, 'confirmed'),
      ),
    )
  return row?.n ?? 0
}

export type EntryChange = Partial<
  Pick<BidPlayerRow, 'status' | 'confirmedAt' | 'playerPosition' | 'skillLevel' | keyof OwnBidStats>
>

/** Sets an entry's fields and answers what they held before (for the activity log, ADR 040). */
export async function updateEntry(
  tx: Tx,
  companyId: number,
  bidDayId: number,
  companyPlayerId: number,
  change: EntryChange,
): Promise<Record<string, unknown> | undefined> {
  const where = and(
    eq(bidPlayers.companyId, companyId),
    eq(bidPlayers.bidDayId, bidDayId),
    eq(bidPlayers.companyPlayerId, companyPlayerId),
  )
  const [before] = await tx.select().from(bidPlayers).where(where).limit(1)
  await tx.update(bidPlayers).set(change).where(where)
  return before
}

export async function findGroupSettings(db: Conn, companyId: number) {
  const rows = await db
    .select({
      timeZone: companies.timeZone,
      defaultLocationGame: companies.defaultLocationGame,
      defaultSlots: companies.defaultSlots,
    })
    .from(companies)
    .where(eq(companies.id, companyId))
    .limit(1)
  return rows[0]
}

/** Moves a BID to another date, time or place; answers its new version. */
export async function rescheduleBid(
  tx: Tx,
  companyId: number,
  bidDayId: number,
  schedule: { dayOfMatch: string; location: string | null },
): Promise<number> {
  const [row] = await tx
    .update(bidDays)
    .set({ ...schedule, ...nextVersion, ...calendarChange() })
    .where(and(eq(bidDays.id, bidDayId), eq(bidDays.companyId, companyId)))
    .returning({ version: bidDays.version })
  return row!.version
}
