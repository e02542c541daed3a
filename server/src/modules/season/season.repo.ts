import { and, asc, eq, gte, inArray, lte, sql } from 'drizzle-orm'
import type { Db, Tx } from '../../db/client.ts'
import { bidDays } from '../../db/schema/bids.ts'
import { companies } from '../../db/schema/groups.ts'
import { bidScheduleDates, bidSchedules } from '../../db/schema/season.ts'

// The group's weekly game and what became of its dates (bid_schedules, bid_schedule_dates),
// one group at a time: the settings screen, the skips and the calendar feed read them here.

type Conn = Db | Tx

export type ScheduleRow = typeof bidSchedules.$inferSelect

export const scheduleColumns = {
  companyId: bidSchedules.companyId,
  enabled: bidSchedules.enabled,
  weekdays: bidSchedules.weekdays,
  gameTime: bidSchedules.gameTime,
  location: bidSchedules.location,
  opensDaysBefore: bidSchedules.opensDaysBefore,
  monthlyWindowHours: bidSchedules.monthlyWindowHours,
  nextOpensAt: bidSchedules.nextOpensAt,
  timeZone: companies.timeZone,
  groupName: companies.name,
  defaultLocationGame: companies.defaultLocationGame,
  defaultSlots: companies.defaultSlots,
}
export type ScheduleWithGroup = Awaited<ReturnType<typeof findSchedule>>

/** The group's schedule (defaults when it never saved one) and what the opening needs of it. */
export async function findSchedule(conn: Conn, companyId: number) {
  const rows = await conn
    .select({
      ...scheduleColumns,
      companyId: companies.id,
      enabled: sql<boolean>`coalesce(${bidSchedules.enabled}, false)`,
      weekdays: sql<number[]>`coalesce(${bidSchedules.weekdays}, '{}')`,
      gameTime: sql<string>`coalesce(${bidSchedules.gameTime}, '20:00')`,
      opensDaysBefore: sql<number>`coalesce(${bidSchedules.opensDaysBefore}, 6)::int`,
    })
    .from(companies)
    .leftJoin(bidSchedules, eq(bidSchedules.companyId, companies.id))
    .where(eq(companies.id, companyId))
    .limit(1)
  return rows[0]
}

/** Groups whose next opening is due at `now`, oldest first. */
export async function findDueSchedules(db: Db, now: Date, limit: number) {
  const rows = await db
    .select({ companyId: bidSchedules.companyId })
    .from(bidSchedules)
    .where(and(eq(bidSchedules.enabled, true), lte(bidSchedules.nextOpensAt, now)))
    .orderBy(asc(bidSchedules.nextOpensAt))
    .limit(limit)
  return rows.map((row) => row.companyId)
}

export async function saveSchedule(
  tx: Tx,
  // updatedAt: lockSchedule set it, at the start of the same transaction.
  values: Omit<typeof bidSchedules.$inferInsert, 'updatedAt'>,
) {
  await tx.insert(bidSchedules).values(values).onConflictDoUpdate({
    target: bidSchedules.companyId,
    set: values,
  })
}

/**
 * Locks the group's schedule row (creating it off when missing), so edits and openings queue,
 * and marks it changed: the calendar feed's scheduled dates take their SEQUENCE from it.
 */
export async function lockSchedule(tx: Tx, companyId: number, now: Date) {
  await tx.insert(bidSchedules).values({ companyId }).onConflictDoNothing()
  await tx.update(bidSchedules).set({ updatedAt: now }).where(eq(bidSchedules.companyId, companyId))
}

/** The enabled schedules of these groups and what became of their dates from `from` on. */
export async function listFeedSchedules(db: Db, companyIds: number[], from: string) {
  if (companyIds.length === 0) return { schedules: [], dates: [] }
  const [schedules, dates] = await Promise.all([
    db
      .select({
        companyId: bidSchedules.companyId,
        weekdays: bidSchedules.weekdays,
        gameTime: bidSchedules.gameTime,
        opensDaysBefore: bidSchedules.opensDaysBefore,
        location: sql<
          string | null
        >`coalesce(${bidSchedules.location}, ${companies.defaultLocationGame})`,
        updatedAt: bidSchedules.updatedAt,
      })
      .from(bidSchedules)
      .innerJoin(companies, eq(companies.id, bidSchedules.companyId))
      .where(and(inArray(bidSchedules.companyId, companyIds), eq(bidSchedules.enabled, true))),
    db
      .select({
        companyId: bidScheduleDates.companyId,
        localDate: bidScheduleDates.localDate,
        status: bidScheduleDates.status,
        reason: bidScheduleDates.reason,
      })
      .from(bidScheduleDates)
      .where(
        and(inArray(bidScheduleDates.companyId, companyIds), gte(bidScheduleDates.localDate, from)),
      ),
  ])
  return { schedules, dates }
}

export async function setNextOpening(conn: Conn, companyId: number, nextOpensAt: Date | null) {
  await conn.update(bidSchedules).set({ nextOpensAt }).where(eq(bidSchedules.companyId, companyId))
}

/** Dates from `from` on that were opened or skipped: the scheduler leaves them alone. */
export async function takenDates(conn: Conn, companyId: number, from: string) {
  return conn
    .select({
      localDate: bidScheduleDates.localDate,
      status: bidScheduleDates.status,
      reason: bidScheduleDates.reason,
    })
    .from(bidScheduleDates)
    .where(and(eq(bidScheduleDates.companyId, companyId), gte(bidScheduleDates.localDate, from)))
    .orderBy(asc(bidScheduleDates.localDate))
}

/** Marks a date skipped, whatever it was (a skip wins over an opening). */
export async function skipDate(
  tx: Tx,
  values: { companyId: number; localDate: string; reason: string | null },
) {
  await tx
    .insert(bidScheduleDates)
    .values({ ...values, status: 'skipped' })
    .onConflictDoUpdate({
      target: [bidScheduleDates.companyId, bidScheduleDates.localDate],
      set: { status: 'skipped', reason: values.reason },
    })
}

/** Takes a skip back; answers false when the date was not skipped. */
export async function unskipDate(tx: Tx, companyId: number, localDate: string) {
  const rows = await tx
    .delete(bidScheduleDates)
    .where(
      and(
        eq(bidScheduleDates.companyId, companyId),
        eq(bidScheduleDates.localDate, localDate),
        eq(bidScheduleDates.status, 'skipped'),
      ),
    )
    .returning({ localDate: bidScheduleDates.localDate })
  return rows.length > 0
}

/** The group's open BID, locked, with its wall-clock day. */
export async function lockOpenBid(tx: Tx, companyId: number) {
  const rows = await tx
    .select({ id: bidDays.id, dayOfMatch: bidDays.dayOfMatch })
    .from(bidDays)
    .where(and(eq(bidDays.companyId, companyId), eq(bidDays.status, 'open')))
    .for('update')
  return rows[0]
}
