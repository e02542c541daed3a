import { and, asc, eq, gte, inArray, lte, sql } from 'drizzle-orm'
import type { Db, Tx } from '../../db/client.ts'
import { onWhatsApp, wantsGroupEmails } from '../../db/joins.ts'
import { bidDays, reminderLinks } from '../../db/schema/bids.ts'
import { companies } from '../../db/schema/groups.ts'
import { companyPlayers } from '../../db/schema/memberships.ts'
import { emailOutbox } from '../../db/schema/messages.ts'
import { bidScheduleDates, bidSchedules, gameSchedules } from '../../db/schema/season.ts'
import { gameScheduleColumns, groupColumns } from './season.repo.ts'

// Set-based openings (ADR 036): a tick works on many due groups per transaction, each step one
// statement for all of them. Lists travel as one JSON parameter (PostgreSQL and PGlite alike).

const asJson = (rows: object[]) => sql`${JSON.stringify(rows)}::jsonb`

/**
 * The due schedules among `ids` whose agenda is on, with their group, locked until the
 * transaction ends; rows another instance holds are skipped (it is opening those right now).
 */
export async function lockDueSchedules(tx: Tx, ids: number[], now: Date) {
  if (ids.length === 0) return []
  return tx
    .select({ ...gameScheduleColumns, ...groupColumns })
    .from(gameSchedules)
    .innerJoin(bidSchedules, eq(bidSchedules.companyId, gameSchedules.companyId))
    .innerJoin(companies, eq(companies.id, gameSchedules.companyId))
    .where(
      and(
        inArray(gameSchedules.id, ids),
        eq(bidSchedules.enabled, true),
        lte(gameSchedules.nextOpensAt, now),
      ),
    )
    .orderBy(asc(gameSchedules.id))
    .for('update', { of: gameSchedules, skipLocked: true })
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
 * Claims many dates in one insert; answers the claims that made the row ('companyId date'). The primary key
 * turns every other claim (another instance, a second tick) into a no-op.
 */
export async function claimDates(tx: Tx, claims: DateClaim[]): Promise<Set<string>> {
  if (claims.length === 0) return new Set()
  const rows = await tx
    .insert(bidScheduleDates)
    .values(claims.map((claim) => ({ ...claim, status: 'opened' as const })))
    .onConflictDoNothing()
    .returning({ companyId: bidScheduleDates.companyId, localDate: bidScheduleDates.localDate })
  return new Set(rows.map((row) => `${row.companyId} ${row.localDate}`))
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

/** Each schedule's next opening (null: none ahead), in one update. */
export async function setNextOpenings(
  conn: Db | Tx,
  rows: { id: number; nextOpensAt: Date | null }[],
) {
  if (rows.length === 0) return
  await conn.execute(sql`
    update game_schedules s set next_opens_at = t."nextOpensAt"
    from jsonb_to_recordset(${asJson(rows)}) as t(id int, "nextOpensAt" timestamptz)
    where s.id = t.id`)
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
    .where(and(inArray(companyPlayers.companyId, companyIds), wantsGroupEmails()))
    .orderBy(asc(companyPlayers.id))
  return rows.map((row) => ({ ...row, email: row.email! }))
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
    /** The notice's WhatsApp key: a member with a message under it gets no email. */
    whatsappKey?: string | null
  }[],
): Promise<number> {
  let queued = 0
  for (let start = 0; start < items.length; start += ENQUEUE_SLICE) {
    const rows = items.slice(start, start + ENQUEUE_SLICE).map(({ email, link, whatsappKey }) => ({
      ...email,
      whatsappKey: whatsappKey ?? null,
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
          "companyPlayerId" int, "expiresAt" timestamptz, "whatsappKey" text)
        where not ${onWhatsApp(sql`"whatsappKey"`, sql`(select player_id from company_players m where m.id = "companyPlayerId")`)}
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

export type DueSchedule = Awaited<ReturnType<typeof lockDueSchedules>>[number]
