import { and, asc, eq, gte, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm'
import type { Db, Tx } from '../../db/client.ts'
import {
  bidDays,
  bidScheduleDates,
  bidSchedules,
  companies,
  companyPlayers,
  emailOutbox,
  reminderLinks,
} from '../../db/schema.ts'

type Conn = Db | Tx

export type ScheduleRow = typeof bidSchedules.$inferSelect

const scheduleColumns = {
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

/**
 * The schedule of a group that is due, locked until the transaction ends; a row another
 * instance holds is skipped (it is opening that date right now).
 */
export async function lockDueSchedule(tx: Tx, companyId: number, now: Date) {
  const rows = await tx
    .select(scheduleColumns)
    .from(bidSchedules)
    .innerJoin(companies, eq(companies.id, bidSchedules.companyId))
    .where(
      and(
        eq(bidSchedules.companyId, companyId),
        eq(bidSchedules.enabled, true),
        lte(bidSchedules.nextOpensAt, now),
      ),
    )
    .for('update', { of: bidSchedules, skipLocked: true })
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

/**
 * Claims a date for its opening: true for the one caller whose insert made the row; the primary
 * key turns every other claim (another instance, a second tick) into a no-op.
 */
export async function claimDate(
  tx: Tx,
  values: { companyId: number; localDate: string; bidDayId: number | null },
): Promise<boolean> {
  const rows = await tx
    .insert(bidScheduleDates)
    .values({ ...values, status: 'opened' })
    .onConflictDoNothing()
    .returning({ localDate: bidScheduleDates.localDate })
  return rows.length === 1
}

export async function setDateBid(tx: Tx, companyId: number, localDate: string, bidDayId: number) {
  await tx
    .update(bidScheduleDates)
    .set({ bidDayId })
    .where(
      and(eq(bidScheduleDates.companyId, companyId), eq(bidScheduleDates.localDate, localDate)),
    )
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

/** Who the opening email goes to: active members with an email who did not opt out. */
export async function listOpeningRecipients(tx: Tx, companyId: number) {
  const rows = await tx
    .select({
      companyPlayerId: companyPlayers.id,
      fullName: companyPlayers.fullName,
      email: companyPlayers.email,
    })
    .from(companyPlayers)
    .where(
      and(
        eq(companyPlayers.companyId, companyId),
        eq(companyPlayers.status, 1),
        isNull(companyPlayers.deletedAt),
        isNotNull(companyPlayers.email),
        eq(companyPlayers.reminderEmails, true),
      ),
    )
    .orderBy(asc(companyPlayers.id))
  return rows.map((row) => ({ ...row, email: row.email! }))
}

/**
 * Queues many emails and their one-tap links in two statements. Keys already queued are left
 * alone, and only the links of the rows this call inserted are stored.
 */
export async function enqueueEmailsWithLinks(
  tx: Tx,
  items: {
    email: typeof emailOutbox.$inferInsert
    link: typeof reminderLinks.$inferInsert
  }[],
): Promise<number> {
  if (items.length === 0) return 0
  const inserted = await tx
    .insert(emailOutbox)
    .values(items.map((item) => item.email))
    .onConflictDoNothing({ target: emailOutbox.dedupeKey })
    .returning({ dedupeKey: emailOutbox.dedupeKey })
  const keys = new Set(inserted.map((row) => row.dedupeKey))
  const links = items.filter((item) => keys.has(item.email.dedupeKey)).map((item) => item.link)
  if (links.length > 0) await tx.insert(reminderLinks).values(links)
  return inserted.length
}

/** An open BID whose held places are due for release at `now`: the window ended, or none is set. */
const windowDue = (now: Date) => sql`
    b.status = 'open' and b.monthly_window_released_at is null
    and (s.monthly_window_hours is null
      or (b.day_of_match at time zone c.time_zone)
        - make_interval(hours => s.monthly_window_hours) <= ${now.toISOString()}::timestamptz)`
const hasLine = sql`exists (select 1 from bid_players e where e.company_id = b.company_id
    and e.bid_day_id = b.id and e.status = 'waitlisted')`

/**
 * Releases in one statement the due windows of BIDs nobody waits in line for: there is no one to
 * promote, so only the stamp (and the version, for the screens) changes. Answers how many.
 */
export async function releaseWindowsWithoutLine(db: Db, now: Date): Promise<number> {
  const { rows } = (await db.execute(sql`
    update bid_days set monthly_window_released_at = ${now.toISOString()}::timestamptz,
      version = bid_days.version + 1
    from bid_days b
    join companies c on c.id = b.company_id
    left join bid_schedules s on s.company_id = b.company_id
    where bid_days.id = b.id and ${windowDue(now)} and not ${hasLine}
      -- Read again after waiting for another instance's lock on the row: stamped once.
      and bid_days.status = 'open' and bid_days.monthly_window_released_at is null
    returning bid_days.id`)) as { rows: unknown[] }
  return rows.length
}

/** Due windows of BIDs with a waiting list (ADR 036): released one by one, the line promoted. */
export async function findWindowsToRelease(db: Db, now: Date, limit: number) {
  const { rows } = (await db.execute(sql`
    select b.company_id as "companyId", b.id as "bidDayId"
    from bid_days b
    join companies c on c.id = b.company_id
    left join bid_schedules s on s.company_id = b.company_id
    where ${windowDue(now)} and ${hasLine}
    order by b.id
    limit ${limit}`)) as { rows: { companyId: number; bidDayId: number }[] }
  return rows
}

/** Marks the BID's held places released; false when another tick already did. */
export async function releaseWindow(tx: Tx, companyId: number, bidDayId: number, now: Date) {
  const rows = await tx
    .update(bidDays)
    .set({ monthlyWindowReleasedAt: now, version: sql`${bidDays.version} + 1` })
    .where(
      and(
        eq(bidDays.companyId, companyId),
        eq(bidDays.id, bidDayId),
        eq(bidDays.status, 'open'),
        isNull(bidDays.monthlyWindowReleasedAt),
      ),
    )
    .returning({ id: bidDays.id })
  return rows.length === 1
}
