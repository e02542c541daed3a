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
 * lockBid for a status change, which always marks the BID changed: the row lock and the version
 * bump in one statement. The same statement reads the member and their entry in the BID as they
 * were before it waited for the lock, so the write must check that entry is unchanged
 * (writeEntryStatus does): 24 members checking in at once each hold the lock for that one write
 * and the commit (ADR 017). (An UPDATE's row lock excludes lockBid's and this one's.)
 */
export async function lockBidForStatusChange(
  tx: Tx,
  companyId: number,
  key: { bidDayId: number; companyPlayerId: number },
) {
  // Written as SQL: Drizzle's builder for an update joined to four tables cost a check-in more
  // CPU (~1 ms on PGlite) than the statement's own run, with 24 check-ins queued behind it.
  const { rows } = (await tx.execute(sql`
    update ${bidDays} b set version = b.version + 1
    from ${companies} c
      left join ${companyPlayers} m on m.id = ${key.companyPlayerId} and m.company_id = ${companyId}
      left join ${bidPlayers} e
        on e.company_player_id = m.id and e.bid_day_id = ${key.bidDayId} and e.company_id = ${companyId}
      left join ${bidSchedules} s on s.company_id = ${companyId}
    where b.id = ${key.bidDayId} and b.company_id = ${companyId} and c.id = b.company_id
    returning b.id, b.status, b.day_of_match as "dayOfMatch", b.location, b.slots,
      c.time_zone as "timeZone",
      m.id as "memberId", m.deleted_at is not null as "removed", m.type_player as "typePlayer",
      e.status as "entryStatus", s.monthly_window_hours as "windowHours",
      c.late_notice_hours as "lateNoticeHours",
      b.monthly_window_released_at is not null as "windowReleased"`)) as { rows: LockRow[] }
  const row = rows[0]
  if (!row) return undefined
  const { memberId, removed, typePlayer, entryStatus, windowHours, windowReleased, ...rest } = row
  const { lateNoticeHours, ...bid } = rest
  return {
    // The driver's text, as the column type reads it (localDateTime).
    bid: { ...bid, dayOfMatch: String(bid.dayOfMatch).replace(' ', 'T') } satisfies LockedBid,
    // The window's settings, which only the scheduler and the organiser change: how many places
    // it holds is counted under the lock, by the write (waiting-list.repo.ts writeEntryStatus).
    window: { hours: windowHours, released: windowReleased },
    // A 'Não vou' under these hours before kick-off is a furão (ADR 053).
    lateNoticeHours,
    member: memberId === null ? undefined : { removed, typePlayer, entryStatus },
  }
}

type LockedBid = NonNullable<Awaited<ReturnType<typeof lockBid>>>
type LockRow = LockedBid & {
  memberId: number | null
  removed: boolean
  typePlayer: (typeof companyPlayers.$inferSelect)['typePlayer'] | null
  entryStatus: (typeof bidPlayers.$inferSelect)['status'] | null
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
