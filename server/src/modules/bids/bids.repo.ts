import { and, count, desc, eq, inArray, max, ne, sql } from 'drizzle-orm'
import type { OwnBidStats } from '@bidfut/domain/contracts/bids'
import type { Db, Tx } from '../../db/client.ts'
import { entryInBid } from '../../db/joins.ts'
import { bidDays, bidPlayers, companies, companyPlayers } from '../../db/schema.ts'

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
  const [row] = await tx
    .update(bidDays)
    .set(nextVersion)
    .from(companies)
    .leftJoin(
      companyPlayers,
      and(eq(companyPlayers.id, key.companyPlayerId), eq(companyPlayers.companyId, companyId)),
    )
    .leftJoin(bidPlayers, entryInBid(companyId, key.bidDayId))
    .where(
      and(
        eq(bidDays.id, key.bidDayId),
        eq(bidDays.companyId, companyId),
        eq(companies.id, bidDays.companyId),
      ),
    )
    .returning({
      ...lockedBidColumns,
      memberId: companyPlayers.id,
      deletedAt: companyPlayers.deletedAt,
      entryStatus: bidPlayers.status,
    })
  if (!row) return undefined
  const { memberId, deletedAt, entryStatus, ...bid } = row
  return { bid, member: memberId === null ? undefined : { deletedAt, entryStatus } }
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
    .select({ timeZone: companies.timeZone, defaultLocationGame: companies.defaultLocationGame })
    .from(companies)
    .where(eq(companies.id, companyId))
    .limit(1)
  return rows[0]
}

/**
 * Locks the group's open BID, if there is one, until the transaction ends, and says whether there
 * was. A create that finds one being cancelled waits for the cancel, and its next statement reads
 * the numbers as they are after it, so it takes the cancelled BID's number (ADR 031).
 */
export async function lockOpenBidOfGroup(tx: Tx, companyId: number): Promise<boolean> {
  const rows = await tx
    .select({ id: bidDays.id })
    .from(bidDays)
    .where(isOpenBidOf(companyId))
    .for('update')
  return rows.length > 0
}

/**
 * A new BID's number: one more than the highest of the group's BIDs that were not cancelled, so
 * the numbers count the games a group played and a cancelled BID's number is taken again
 * (ADR 031).
 */
export async function nextBidNumber(tx: Tx, companyId: number) {
  const [row] = await tx
    .select({ last: max(bidDays.number) })
    .from(bidDays)
    .where(and(eq(bidDays.companyId, companyId), ne(bidDays.status, 'cancelled')))
  return (row?.last ?? 0) + 1
}

/**
 * What a new BID's defaults are learned from: the group's last BID that was not cancelled (its
 * day and place) and the day of its newest BID of any status.
 */
export async function findScheduleHistory(db: Conn, companyId: number) {
  const [usual] = await db
    .select({ dayOfMatch: bidDays.dayOfMatch, location: bidDays.location })
    .from(bidDays)
    .where(and(eq(bidDays.companyId, companyId), ne(bidDays.status, 'cancelled')))
    .orderBy(desc(bidDays.dayOfMatch), desc(bidDays.id))
    .limit(1)
  const [newest] = await db
    .select({ dayOfMatch: bidDays.dayOfMatch })
    .from(bidDays)
    .where(eq(bidDays.companyId, companyId))
    .orderBy(desc(bidDays.dayOfMatch))
    .limit(1)
  return { usual, latest: newest?.dayOfMatch ?? null }
}

export async function insertBid(tx: Tx, values: typeof bidDays.$inferInsert) {
  const [row] = await tx.insert(bidDays).values(values).returning({ id: bidDays.id })
  return row!
}

/** Every active monthly player and goalkeeper of the group joins the new BID as waiting. */
export async function enrolRegulars(tx: Tx, companyId: number, bidDayId: number) {
  await enrolRegularsOf(tx, [{ companyId, bidDayId }])
}

/** Each group's next BID number (see nextBidNumber), for many groups in one query. */
export async function nextBidNumbers(tx: Tx, companyIds: number[]) {
  const rows =
    companyIds.length === 0
      ? []
      : await tx
          .select({ companyId: bidDays.companyId, last: max(bidDays.number) })
          .from(bidDays)
          .where(and(inArray(bidDays.companyId, companyIds), ne(bidDays.status, 'cancelled')))
          .groupBy(bidDays.companyId)
  const last = new Map(rows.map((row) => [row.companyId, row.last ?? 0]))
  return (companyId: number) => (last.get(companyId) ?? 0) + 1
}

/**
 * Inserts many BIDs in one statement. A group that got an open BID meanwhile (created by hand at
 * the same moment: the one-open-BID index) is left out of the answer instead of failing the rest.
 */
export async function insertBids(tx: Tx, values: (typeof bidDays.$inferInsert)[]) {
  if (values.length === 0) return []
  return tx
    .insert(bidDays)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: bidDays.id, companyId: bidDays.companyId })
}

/** enrolRegulars for many new BIDs, in one insert … select. */
export async function enrolRegularsOf(tx: Tx, bids: { companyId: number; bidDayId: number }[]) {
  if (bids.length === 0) return
  await tx.execute(sql`
    insert into bid_players (company_id, bid_day_id, company_player_id, type_player,
      player_position, skill_level, status)
    select m.company_id, t."bidDayId", m.id, m.type_player, m.player_position, m.skill_level,
      'waiting'
    from jsonb_to_recordset(${JSON.stringify(bids)}::jsonb) as t("companyId" int, "bidDayId" int)
    join company_players m on m.company_id = t."companyId"
    where m.status = 1 and m.deleted_at is null and m.type_player in ('monthly', 'goalkeeper')`)
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
