import { and, eq, isNotNull, isNull, sql, type AnyColumn, type SQL } from 'drizzle-orm'
import { bidDays, bidPlayers } from './schema/bids.ts'
import { companyPlayers } from './schema/memberships.ts'
import { whatsappOutbox } from './schema/whatsapp.ts'

/**
 * Join conditions that keep a join inside one group: every group-owned row is matched on its
 * group as well as its id, so a query never pairs rows of two groups.
 */
export function membershipOf(row: { companyId: AnyColumn; companyPlayerId: AnyColumn }) {
  return and(
    eq(companyPlayers.companyId, row.companyId),
    eq(companyPlayers.id, row.companyPlayerId),
  )
}

export function bidDayOf(row: { companyId: AnyColumn; bidDayId: AnyColumn }) {
  return and(eq(bidDays.companyId, row.companyId), eq(bidDays.id, row.bidDayId))
}

/**
 * `bid_days` is the group's next game: its earliest open BID (ADR 059), for the reads that
 * show one BID of a group with several open (the shared link's preview, the forecast, the
 * statistics of the open BID).
 */
export function isNextOpenBid(companyId: AnyColumn | number) {
  return sql`${bidDays.id} = (select nb.id from ${bidDays} nb where nb.company_id = ${companyId}
    and nb.status = 'open' order by nb.day_of_match, nb.id limit 1)`
}

/** The group has two or more BIDs open (ADR 059): a notice then names the game's day. */
export function severalOpenOf(companyId: AnyColumn) {
  return sql<boolean>`(select count(*) > 1 from ${bidDays} so where so.company_id = ${companyId}
    and so.status = 'open')`
}

/** The confirmed entries of one BID of a group. */
export function confirmedIn(companyId: number, bidDayId: number) {
  return and(
    eq(bidPlayers.companyId, companyId),
    eq(bidPlayers.bidDayId, bidDayId),
    eq(bidPlayers.status, 'confirmed'),
  )
}

/** A member's entry in one BID of the group (for a left join from company_players). */
export function entryInBid(companyId: number, bidDayId: number) {
  return and(
    eq(bidPlayers.companyPlayerId, companyPlayers.id),
    eq(bidPlayers.bidDayId, bidDayId),
    eq(bidPlayers.companyId, companyId),
  )
}

/**
 * In a statement that queues a notice's email or push: the account `playerId` has its WhatsApp
 * message under `key`, so it gets the notice there instead (ADR 051).
 */
export const onWhatsApp = (key: SQL, playerId: SQL) =>
  sql`exists (select 1 from ${whatsappOutbox} w where w.dedupe_key = ${key} and w.player_id = ${playerId})`

/** A live member (active, not removed) with an email address. */
export const liveWithEmail = () =>
  and(
    eq(companyPlayers.status, 1),
    isNull(companyPlayers.deletedAt),
    isNotNull(companyPlayers.email),
  )

/**
 * A live member who wants the group's emails: an address, and 'Receber lembretes por email' on
 * (which 'BID aberto' and the other notices about its games follow too).
 */
export const wantsGroupEmails = () => and(liveWithEmail(), eq(companyPlayers.reminderEmails, true))
