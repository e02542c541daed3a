import { and, asc, eq, gte, inArray, lte, sql } from 'drizzle-orm'
import type { Db, Tx } from '../../db/client.ts'
import { bidDays, bidPlayers } from '../../db/schema/bids.ts'
import { companies } from '../../db/schema/groups.ts'
import { bidScheduleDates, bidSchedules, gameSchedules } from '../../db/schema/season.ts'

// The group's agenda, its weekly games and what became of its dates (bid_schedules,
// game_schedules, bid_schedule_dates), one group at a time: the settings screen, the skips and
// the calendar feed read them here.

type Conn = Db | Tx

/** What opening a schedule's BID needs of its group. */
export const groupColumns = {
  companyId: companies.id,
  timeZone: companies.timeZone,
  groupName: companies.name,
  defaultLocationGame: companies.defaultLocationGame,
  defaultSlots: companies.defaultSlots,
}

export const gameScheduleColumns = {
  id: gameSchedules.id,
  weekdays: gameSchedules.weekdays,
  gameTime: gameSchedules.gameTime,
  location: gameSchedules.location,
  opensDaysBefore: gameSchedules.opensDaysBefore,
}

/** The group's agenda (off, with no window, when it never saved one). */
export async function findSeason(conn: Conn, companyId: number) {
  const rows = await conn
    .select({
      ...groupColumns,
      enabled: sql<boolean>`coalesce(${bidSchedules.enabled}, false)`,
      monthlyWindowHours: bidSchedules.monthlyWindowHours,
    })
    .from(companies)
    .leftJoin(bidSchedules, eq(bidSchedules.companyId, companies.id))
    .where(eq(companies.id, companyId))
    .limit(1)
  return rows[0]
}
export type Season = NonNullable<Awaited<ReturnType<typeof findSeason>>>

/** The group's weekly games, in the order of their first weekday. */
export async function listGameSchedules(conn: Conn, companyId: number) {
  return conn
    .select(gameScheduleColumns)
    .from(gameSchedules)
    .where(eq(gameSchedules.companyId, companyId))
    .orderBy(sql`${gameSchedules.weekdays}[1]`, asc(gameSchedules.id))
}
export type GameScheduleRow = Awaited<ReturnType<typeof listGameSchedules>>[number]

type GameScheduleValues = Omit<typeof gameSchedules.$inferInsert, 'id' | 'createdAt'>

export async function insertGameSchedule(tx: Tx, values: GameScheduleValues) {
  const rows = await tx.insert(gameSchedules).values(values).returning({ id: gameSchedules.id })
  return rows[0]!.id
}

/** Answers false when the group has no such schedule. */
export async function updateGameSchedule(tx: Tx, id: number, values: GameScheduleValues) {
  const rows = await tx
    .update(gameSchedules)
    .set(values)
    .where(and(eq(gameSchedules.id, id), eq(gameSchedules.companyId, values.companyId)))
    .returning({ id: gameSchedules.id })
  return rows.length > 0
}

/** Answers the schedule removed, or undefined when the group has no such schedule. */
export async function deleteGameSchedule(tx: Tx, companyId: number, id: number) {
  const rows = await tx
    .delete(gameSchedules)
    .where(and(eq(gameSchedules.id, id), eq(gameSchedules.companyId, companyId)))
    .returning(gameScheduleColumns)
  return rows[0]
}

/** Schedules whose next opening is due at `now`, oldest first. */
export async function findDueSchedules(db: Db, now: Date, limit: number) {
  const rows = await db
    .select({ id: gameSchedules.id })
    .from(gameSchedules)
    .where(lte(gameSchedules.nextOpensAt, now))
    .orderBy(asc(gameSchedules.nextOpensAt))
    .limit(limit)
  return rows.map((row) => row.id)
}

export async function saveSeason(
  tx: Tx,
  // updatedAt: lockSeason set it, at the start of the same transaction.
  values: Omit<typeof bidSchedules.$inferInsert, 'updatedAt'>,
) {
  await tx.insert(bidSchedules).values(values).onConflictDoUpdate({
    target: bidSchedules.companyId,
    set: values,
  })
}

/**
 * Locks the group's agenda row (creating it off when missing), so edits queue, and marks it
 * changed: the calendar feed's scheduled dates take their SEQUENCE from it.
 */
export async function lockSeason(tx: Tx, companyId: number, now: Date) {
  await tx.insert(bidSchedules).values({ companyId }).onConflictDoNothing()
  await tx.update(bidSchedules).set({ updatedAt: now }).where(eq(bidSchedules.companyId, companyId))
}

/** The weekly games of these groups' agendas that are on, and what became of their dates. */
export async function listFeedSchedules(db: Db, companyIds: number[], from: string) {
  if (companyIds.length === 0) return { schedules: [], dates: [] }
  const [schedules, dates] = await Promise.all([
    db
      .select({
        companyId: gameSchedules.companyId,
        weekdays: gameSchedules.weekdays,
        gameTime: gameSchedules.gameTime,
        opensDaysBefore: gameSchedules.opensDaysBefore,
        location: sql<
          string | null
        >`coalesce(${gameSchedules.location}, ${companies.defaultLocationGame})`,
        updatedAt: bidSchedules.updatedAt,
      })
      .from(gameSchedules)
      .innerJoin(bidSchedules, eq(bidSchedules.companyId, gameSchedules.companyId))
      .innerJoin(companies, eq(companies.id, gameSchedules.companyId))
      .where(and(inArray(gameSchedules.companyId, companyIds), eq(bidSchedules.enabled, true))),
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
  // The row's time is the skip's (ADR 061: it names the skip's notice): a date skipped again
  // keeps it, a date that had opened its BID takes the skip's.
  const [row] = await tx
    .insert(bidScheduleDates)
    .values({ ...values, status: 'skipped' })
    .onConflictDoUpdate({
      target: [bidScheduleDates.companyId, bidScheduleDates.localDate],
      set: {
        status: 'skipped',
        reason: values.reason,
        createdAt: sql`case when ${bidScheduleDates.status} = 'skipped' then ${bidScheduleDates.createdAt} else now() end`,
      },
    })
    .returning({ skippedAt: bidScheduleDates.createdAt })
  return row!
}

/** Takes a skip back; answers when it was skipped, or undefined when the date was not. */
export async function unskipDate(tx: Tx, companyId: number, localDate: string) {
  const [row] = await tx
    .delete(bidScheduleDates)
    .where(
      and(
        eq(bidScheduleDates.companyId, companyId),
        eq(bidScheduleDates.localDate, localDate),
        eq(bidScheduleDates.status, 'skipped'),
      ),
    )
    .returning({ skippedAt: bidScheduleDates.createdAt })
  return row
}

/** The group's open BID on a local date (one at most, ADR 059), locked. */
/**
 * The confirmed players of the group's cancelled BIDs of a date: 'BID cancelado' told them, so
 * the skip's notice leaves them out, on the skip that cancelled it and on a repeated one.
 */
export async function listToldByCancel(tx: Tx, companyId: number, localDate: string) {
  const rows = await tx
    .selectDistinct({ id: bidPlayers.companyPlayerId })
    .from(bidPlayers)
    .innerJoin(bidDays, eq(bidDays.id, bidPlayers.bidDayId))
    .where(
      and(
        eq(bidDays.companyId, companyId),
        eq(bidDays.status, 'cancelled'),
        sql`${bidDays.dayOfMatch}::date = ${localDate}::date`,
        eq(bidPlayers.status, 'confirmed'),
      ),
    )
  return rows.map((row) => row.id)
}

export async function lockOpenBidOn(tx: Tx, companyId: number, localDate: string) {
  const rows = await tx
    .select({ id: bidDays.id, dayOfMatch: bidDays.dayOfMatch })
    .from(bidDays)
    .where(
      and(
        eq(bidDays.companyId, companyId),
        eq(bidDays.status, 'open'),
        sql`${bidDays.dayOfMatch}::date = ${localDate}::date`,
      ),
    )
    .for('update')
  return rows[0]
}
