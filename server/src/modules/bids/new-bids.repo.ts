import { and, desc, eq, inArray, max, ne, sql } from 'drizzle-orm'
import type { Db, Tx } from '../../db/client.ts'
import { bidDays } from '../../db/schema/bids.ts'
import { isOpenBidOf } from './bids.repo.ts'

type Conn = Db | Tx

// New BIDs: one opened by an organiser, or many opened at once by the season's scheduler. Their
// numbers count the games a group played (ADR 031) and the regulars join each as waiting.

/**
 * Serialises the group's hand-made creates (a transaction-scoped advisory lock, so two creates
 * on two dates take two numbers), then locks the group's open BIDs until the transaction ends
 * and answers their days (ADR 059). A create that finds one being cancelled waits for the
 * cancel, and its next statement reads the numbers as they are after it, so it takes the
 * cancelled BID's number (ADR 031).
 */
export async function lockOpenBidsOfGroup(tx: Tx, companyId: number): Promise<string[]> {
  await tx.execute(sql`select pg_advisory_xact_lock(${CREATE_LOCK}, ${companyId})`)
  const rows = await tx
    .select({ dayOfMatch: bidDays.dayOfMatch })
    .from(bidDays)
    .where(isOpenBidOf(companyId))
    .orderBy(bidDays.id)
    .for('update')
  return rows.map((row) => row.dayOfMatch)
}
/** The advisory lock's first key: 'a BID created by hand' (the second is the group). */
const CREATE_LOCK = 59

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

/** Each group's next BID numbers (see nextBidNumber), for many groups in one query. */
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
  // A group opening two games at once takes two numbers, in the order asked.
  return (companyId: number) => {
    const next = (last.get(companyId) ?? 0) + 1
    last.set(companyId, next)
    return next
  }
}

/**
 * Inserts many BIDs in one statement. A date that got an open BID meanwhile (created by hand at
 * the same moment: the one-open-BID-per-date index) is left out of the answer instead of
 * failing the rest.
 */
export async function insertBids(tx: Tx, values: (typeof bidDays.$inferInsert)[]) {
  if (values.length === 0) return []
  return tx
    .insert(bidDays)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: bidDays.id, companyId: bidDays.companyId, dayOfMatch: bidDays.dayOfMatch })
}

/** Every active monthly player and goalkeeper of each new BID's group joins it as waiting. */
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
