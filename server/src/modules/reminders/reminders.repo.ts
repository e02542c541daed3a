import {
  and,
  asc,
  eq,
  inArray,
  isNotNull,
  isNull,
  notInArray,
  or,
  sql,
  type SQL,
} from 'drizzle-orm'
import { organiserRoles } from '@bidfut/domain/contracts/enums'
import type { Db, Tx } from '../../db/client.ts'
import { bidDayOf, membershipOf, severalOpenOf } from '../../db/joins.ts'
import { bidDays, bidPlayers, reminderLinks } from '../../db/schema/bids.ts'
import { companies } from '../../db/schema/groups.ts'
import { companyPlayers } from '../../db/schema/memberships.ts'

type Conn = Db | Tx

// ---- time rules, in SQL so a tick reads only what is due ------------------------------------

/** `now` as a wall-clock time in the group's time zone. */
const localNow = (now: Date) =>
  sql`(${now.toISOString()}::timestamptz at time zone ${companies.timeZone})`
/** The game day's `daysBefore` at 09:00, as a wall-clock time. */
const nineOClock = (daysBefore: number) =>
  sql`(date_trunc('day', ${bidDays.dayOfMatch}) - make_interval(days => ${daysBefore}) + interval '9 hours')`
const kickOff = sql`(${bidDays.dayOfMatch} at time zone ${companies.timeZone})`
/** day_of_match as the API writes it, the last part of the dedupe keys. */
const dayKey = sql`to_char(${bidDays.dayOfMatch}, 'YYYY-MM-DD"T"HH24:MI:SS')`

/** Neither its email nor its push (same key) is queued: either one means it went out. */
function notQueuedYet(kind: string, hoursBefore?: SQL) {
  const base = sql`${kind}::text || ':' || ${bidDays.id} || ':' || ${companyPlayers.id} || ':' || ${dayKey}`
  const key = hoursBefore ? sql`${base} || ':' || ${hoursBefore} || 'h'` : base
  return sql`not exists (select 1 from email_outbox o where o.dedupe_key = ${key})
    and not exists (select 1 from push_outbox p where p.dedupe_key = ${key})`
}

const confirmedCount = sql<number>`(select count(*)::int from bid_players confirmed where confirmed.company_id = ${bidDays.companyId} and confirmed.bid_day_id = ${bidDays.id} and confirmed.status = 'confirmed')`

const game = {
  bidDayId: bidDays.id,
  companyId: bidDays.companyId,
  bidNumber: bidDays.number,
  dayOfMatch: bidDays.dayOfMatch,
  location: bidDays.location,
  groupName: companies.name,
  timeZone: companies.timeZone,
}

/**
 * Who a reminder or rain alert can reach: by email when the membership has one and
 * wants reminder emails, or by push when one of the account's devices asked for this kind. The
 * two choices are separate: turning email reminders off leaves a device's switch alone.
 */
const reachableBy = (pushKind: 'reminder' | 'rain-alert') =>
  and(
    eq(companyPlayers.status, 1),
    isNull(companyPlayers.deletedAt),
    or(
      and(isNotNull(companyPlayers.email), eq(companyPlayers.reminderEmails, true)),
      sql`exists (select 1 from push_subscriptions s where s.player_id = ${companyPlayers.playerId} and ${pushKind}::text = any(s.kinds))`,
    ),
  )

/** The email address when the person wants reminder emails; null: push only. */
const emailIfWanted = sql<
  string | null
>`case when ${companyPlayers.reminderEmails} then ${companyPlayers.email} end`

/** A member in a BID as a reminder reads them (ReminderRow in notices/kinds/reminder.ts). */
export const reminderRow = {
  ...game,
  confirmedCount,
  slots: bidDays.slots,
  companyPlayerId: companyPlayers.id,
  fullName: companyPlayers.fullName,
  email: emailIfWanted,
  status: bidPlayers.status,
}

function openBidsWithReminders(...conditions: SQL[]) {
  return and(eq(bidDays.status, 'open'), eq(companies.remindersEnabled, true), ...conditions)
}

/** The group reminds at hours it chose (ADR 058) rather than two days before at 09:00. */
const chosenHours = sql`cardinality(${companies.reminderHours}) > 0`

/**
 * Members owed a reminder now (ADR 007): from 09:00 local two days before the game day while
 * kick-off is more than 3 hours away, not absent or hurt, reachable, and not queued yet.
 */
export async function findDueReminders(db: Conn, now: Date) {
  const rows = await db
    .select(reminderRow)
    .from(bidDays)
    .innerJoin(companies, eq(companies.id, bidDays.companyId))
    .innerJoin(bidPlayers, bidDayOf(bidPlayers))
    .innerJoin(companyPlayers, membershipOf(bidPlayers))
    .where(
      and(
        openBidsWithReminders(
          sql`not (${chosenHours})`,
          sql`${localNow(now)} >= ${nineOClock(2)}`,
          sql`${kickOff} - interval '3 hours' > ${now.toISOString()}::timestamptz`,
          notQueuedYet('reminder'),
        ),
        notInArray(bidPlayers.status, ['absent', 'hurt']),
        reachableBy('reminder'),
      ),
    )
    .orderBy(asc(bidDays.id), asc(companyPlayers.id))
  return rows
}

/**
 * Members owed one of the group's chosen reminders now (ADR 058): those who have not answered,
 * reachable, at the latest of the group's hours that has come (a BID opened late skips the
 * earlier ones), until kick-off, once per hour before.
 */
export async function findDueChosenReminders(db: Conn, now: Date) {
  const at = sql`${now.toISOString()}::timestamptz`
  const hoursBefore = sql<number>`(select min(h)::int from unnest(${companies.reminderHours}) h where ${at} >= ${kickOff} - make_interval(hours => h))`
  const rows = await db
    .select({ ...reminderRow, hoursBefore })
    .from(bidDays)
    .innerJoin(companies, eq(companies.id, bidDays.companyId))
    .innerJoin(bidPlayers, bidDayOf(bidPlayers))
    .innerJoin(companyPlayers, membershipOf(bidPlayers))
    .where(
      and(
        openBidsWithReminders(
          chosenHours,
          sql`${kickOff} > ${at}`,
          sql`${hoursBefore} is not null`,
          notQueuedYet('reminder', hoursBefore),
        ),
        eq(bidPlayers.status, 'waiting'),
        reachableBy('reminder'),
      ),
    )
    .orderBy(asc(bidDays.id), asc(companyPlayers.id))
  return rows
}

/** Organisers owed a rain check now: from 09:00 local the day before the game until kick-off. */
export async function findDueRainAlerts(db: Conn, now: Date) {
  const rows = await db
    .select({
      ...game,
      companyPlayerId: companyPlayers.id,
      fullName: companyPlayers.fullName,
      email: emailIfWanted,
    })
    .from(bidDays)
    .innerJoin(companies, eq(companies.id, bidDays.companyId))
    .innerJoin(companyPlayers, eq(companyPlayers.companyId, bidDays.companyId))
    .where(
      and(
        openBidsWithReminders(
          sql`${localNow(now)} >= ${nineOClock(1)}`,
          sql`${kickOff} > ${now.toISOString()}::timestamptz`,
          notQueuedYet('rain-alert'),
        ),
        inArray(companyPlayers.role, [...organiserRoles]),
        reachableBy('rain-alert'),
      ),
    )
    .orderBy(asc(bidDays.id), asc(companyPlayers.id))
  return rows
}

// ---- one-tap links ---------------------------------------------------------------------------

export async function insertReminderLink(tx: Tx, values: typeof reminderLinks.$inferInsert) {
  await tx.insert(reminderLinks).values(values)
}

/** A link and what its landing page shows; only links of live, active memberships count. */
export async function findLinkByHash(db: Conn, tokenHash: string) {
  const rows = await db
    .select({
      id: reminderLinks.id,
      companyId: reminderLinks.companyId,
      bidDayId: reminderLinks.bidDayId,
      companyPlayerId: reminderLinks.companyPlayerId,
      playerId: companyPlayers.playerId,
      expiresAt: reminderLinks.expiresAt,
      usedAt: reminderLinks.usedAt,
      groupName: companies.name,
      timeZone: companies.timeZone,
      fullName: companyPlayers.fullName,
      nickname: companyPlayers.nickname,
      reminderEmails: companyPlayers.reminderEmails,
      bidNumber: bidDays.number,
      bidStatus: bidDays.status,
      dayOfMatch: bidDays.dayOfMatch,
      location: bidDays.location,
      status: bidPlayers.status,
      confirmedCount,
      slots: bidDays.slots,
      severalOpen: severalOpenOf(reminderLinks.companyId),
    })
    .from(reminderLinks)
    .innerJoin(bidDays, bidDayOf(reminderLinks))
    .innerJoin(companies, eq(companies.id, reminderLinks.companyId))
    .innerJoin(companyPlayers, membershipOf(reminderLinks))
    .leftJoin(
      bidPlayers,
      and(
        eq(bidPlayers.companyId, reminderLinks.companyId),
        eq(bidPlayers.bidDayId, reminderLinks.bidDayId),
        eq(bidPlayers.companyPlayerId, reminderLinks.companyPlayerId),
      ),
    )
    .where(
      and(
        eq(reminderLinks.tokenHash, tokenHash),
        eq(companyPlayers.status, 1),
        isNull(companyPlayers.deletedAt),
      ),
    )
    .limit(1)
  return rows[0]
}

/** Locks the link until the transaction ends, so two taps cannot both spend it. */
export async function lockLink(tx: Tx, companyId: number, id: number) {
  const rows = await tx
    .select({ usedAt: reminderLinks.usedAt, expiresAt: reminderLinks.expiresAt })
    .from(reminderLinks)
    .where(and(eq(reminderLinks.id, id), eq(reminderLinks.companyId, companyId)))
    .for('update')
  return rows[0]
}

export async function markLinkUsed(tx: Tx, companyId: number, id: number, at: Date) {
  await tx
    .update(reminderLinks)
    .set({ usedAt: at })
    .where(and(eq(reminderLinks.id, id), eq(reminderLinks.companyId, companyId)))
}

// ---- the member's choice ---------------------------------------------------------------------

export async function findReminderEmails(db: Conn, companyId: number, companyPlayerId: number) {
  const rows = await db
    .select({ reminderEmails: companyPlayers.reminderEmails })
    .from(companyPlayers)
    .where(and(eq(companyPlayers.companyId, companyId), eq(companyPlayers.id, companyPlayerId)))
    .limit(1)
  return rows[0]?.reminderEmails
}

export async function setReminderEmails(
  db: Conn,
  companyId: number,
  companyPlayerId: number,
  reminderEmails: boolean,
) {
  await db
    .update(companyPlayers)
    .set({ reminderEmails })
    .where(and(eq(companyPlayers.companyId, companyId), eq(companyPlayers.id, companyPlayerId)))
}

/** 'Email de BID finalizado' and 'Resumo semanal' (ADR 061): the membership's own choices. */
export async function findEmailNotices(db: Conn, companyId: number, companyPlayerId: number) {
  const [row] = await db
    .select({
      resultEmails: companyPlayers.resultEmails,
      digestEmails: companyPlayers.digestEmails,
    })
    .from(companyPlayers)
    .where(and(eq(companyPlayers.companyId, companyId), eq(companyPlayers.id, companyPlayerId)))
    .limit(1)
  return row
}

export async function setEmailNotices(
  db: Conn,
  companyId: number,
  companyPlayerId: number,
  choices: { resultEmails: boolean; digestEmails: boolean },
) {
  await db
    .update(companyPlayers)
    .set(choices)
    .where(and(eq(companyPlayers.companyId, companyId), eq(companyPlayers.id, companyPlayerId)))
}

// ---- push notices (ADR 041) ------------------------------------------------------------------
