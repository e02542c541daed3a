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

/**
 * Queues many emails and their one-tap links in one statement: the list travels as one JSON
 * parameter (thousands of bind parameters cost more to build and send than the rows to write).
 * Keys already queued are left alone, and only the links of the rows inserted are stored.
 */
export async function enqueueEmailsWithLinks(
  tx: Tx,
  items: {
    email: typeof emailOutbox.$inferInsert
    link: typeof reminderLinks.$inferInsert
  }[],
): Promise<number> {
  let queued = 0
  for (let start = 0; start < items.length; start += ENQUEUE_SLICE) {
    const rows = items.slice(start, start + ENQUEUE_SLICE).map(({ email, link }) => ({
      ...email,
      tokenHash: link.tokenHash,
      linkCompanyId: link.companyId,
      bidDayId: link.bidDayId,
      companyPlayerId: link.companyPlayerId,
      expiresAt: link.expiresAt,
    }))
    const { rows: result } = (await tx.execute(sql`
      with items as (
        select * from jsonb_to_recordset(${asJson(rows)}) as t("dedupeKey" text,
          "toAddress" text, "companyId" int, subject text, "textBody" text, "htmlBody" text,
          headers jsonb, "tokenHash" text, "linkCompanyId" int, "bidDayId" int,
          "companyPlayerId" int, "expiresAt" timestamptz)
      ), inserted as (
        insert into email_outbox (dedupe_key, to_address, company_id, subject, text_body,
          html_body, headers)
        select "dedupeKey", "toAddress", "companyId", subject, "textBody", "htmlBody", headers
        from items
        on conflict (dedupe_key) do nothing
        returning dedupe_key
      ), links as (
        insert into reminder_links (token_hash, company_id, bid_day_id, company_player_id,
          expires_at)
        select i."tokenHash", i."linkCompanyId", i."bidDayId", i."companyPlayerId", i."expiresAt"
        from items i join inserted on inserted.dedupe_key = i."dedupeKey"
        returning 1
      )
      select count(*)::int as n from inserted`)) as { rows: { n: number }[] }
    queued += Number(result[0]!.n)
  }
  return queued
}
/** Rows per statement: a busy tick's JSON stays a few megabytes. */
const ENQUEUE_SLICE = 2000

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

/**
 * The group's open BID holds places again (the window was switched on): its release stamp,
 * left by a tick while the group had no window, is cleared under the BID's row lock.
 */
export async function holdOpenBidPlaces(tx: Tx, companyId: number) {
  await tx
    .update(bidDays)
    .set({ monthlyWindowReleasedAt: null, version: sql`${bidDays.version} + 1` })
    .where(
      and(
        eq(bidDays.companyId, companyId),
        eq(bidDays.status, 'open'),
        isNotNull(bidDays.monthlyWindowReleasedAt),
      ),
    )
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

// Set-based openings (ADR 036): a tick works on many due groups per transaction, each step one
// statement for all of them. Lists travel as one JSON parameter (PostgreSQL and PGlite alike).
const asJson = (rows: object[]) => sql`${JSON.stringify(rows)}::jsonb`

/**
 * The due schedules of `companyIds`, locked until the transaction ends; rows another instance
 * holds are skipped (it is opening those groups right now).
 */
export async function lockDueSchedules(tx: Tx, companyIds: number[], now: Date) {
  if (companyIds.length === 0) return []
  return tx
    .select(scheduleColumns)
    .from(bidSchedules)
    .innerJoin(companies, eq(companies.id, bidSchedules.companyId))
    .where(
      and(
        inArray(bidSchedules.companyId, companyIds),
        eq(bidSchedules.enabled, true),
        lte(bidSchedules.nextOpensAt, now),
      ),
    )
    .orderBy(asc(bidSchedules.companyId))
    .for('update', { of: bidSchedules, skipLocked: true })
}

/** The dates from `from` on that were opened or skipped, of every group in `companyIds`. */
export async function takenDatesOf(tx: Tx, companyIds: number[], from: string) {
  if (companyIds.length === 0) return []
  return tx
    .select({ companyId: bidScheduleDates.companyId, localDate: bidScheduleDates.localDate })
    .from(bidScheduleDates)
    .where(
      and(inArray(bidScheduleDates.companyId, companyIds), gte(bidScheduleDates.localDate, from)),
    )
}

/** The open BIDs of `companyIds`, locked (in id order, as every instance locks them). */
export async function lockOpenBids(tx: Tx, companyIds: number[]) {
  if (companyIds.length === 0) return []
  return tx
    .select({ companyId: bidDays.companyId, id: bidDays.id, dayOfMatch: bidDays.dayOfMatch })
    .from(bidDays)
    .where(and(inArray(bidDays.companyId, companyIds), eq(bidDays.status, 'open')))
    .orderBy(asc(bidDays.id))
    .for('update')
}

type DateClaim = { companyId: number; localDate: string; bidDayId: number | null }

/**
 * Claims many dates in one insert; answers the groups whose claim made the row. The primary key
 * turns every other claim (another instance, a second tick) into a no-op.
 */
export async function claimDates(tx: Tx, claims: DateClaim[]): Promise<Set<number>> {
  if (claims.length === 0) return new Set()
  const rows = await tx
    .insert(bidScheduleDates)
    .values(claims.map((claim) => ({ ...claim, status: 'opened' as const })))
    .onConflictDoNothing()
    .returning({ companyId: bidScheduleDates.companyId })
  return new Set(rows.map((row) => row.companyId))
}

/** Takes back claims whose BID could not be made (a BID created by hand at the same moment). */
export async function unclaimDates(tx: Tx, claims: { companyId: number; localDate: string }[]) {
  if (claims.length === 0) return
  await tx.execute(sql`
    delete from bid_schedule_dates d
    using jsonb_to_recordset(${asJson(claims)}) as t("companyId" int, "localDate" date)
    where d.company_id = t."companyId" and d.local_date = t."localDate"
      and d.status = 'opened' and d.bid_day_id is null`)
}

export async function setDateBids(tx: Tx, rows: Required<DateClaim>[]) {
  if (rows.length === 0) return
  await tx.execute(sql`
    update bid_schedule_dates d set bid_day_id = t."bidDayId"
    from jsonb_to_recordset(${asJson(rows)}) as t("companyId" int, "localDate" date, "bidDayId" int)
    where d.company_id = t."companyId" and d.local_date = t."localDate"`)
}

/** Each group's next opening (null: none ahead), in one update. */
export async function setNextOpenings(
  tx: Tx,
  rows: { companyId: number; nextOpensAt: Date | null }[],
) {
  if (rows.length === 0) return
  await tx.execute(sql`
    update bid_schedules s set next_opens_at = t."nextOpensAt"
    from jsonb_to_recordset(${asJson(rows)}) as t("companyId" int, "nextOpensAt" timestamptz)
    where s.company_id = t."companyId"`)
}

/** Who each group's opening email goes to: active members with an email who did not opt out. */
export async function listOpeningRecipientsOf(tx: Tx, companyIds: number[]) {
  if (companyIds.length === 0) return []
  const rows = await tx
    .select({
      companyId: companyPlayers.companyId,
      companyPlayerId: companyPlayers.id,
      fullName: companyPlayers.fullName,
      email: companyPlayers.email,
    })
    .from(companyPlayers)
    .where(
      and(
        inArray(companyPlayers.companyId, companyIds),
        eq(companyPlayers.status, 1),
        isNull(companyPlayers.deletedAt),
        isNotNull(companyPlayers.email),
        eq(companyPlayers.reminderEmails, true),
      ),
    )
    .orderBy(asc(companyPlayers.id))
  return rows.map((row) => ({ ...row, email: row.email! }))
}

export type DueSchedule = Awaited<ReturnType<typeof lockDueSchedules>>[number]
