import { and, asc, eq, isNotNull, isNull, notInArray, sql } from 'drizzle-orm'
import type { Db, Tx } from '../../db/client.ts'
import {
  bidDayOf,
  confirmedIn,
  membershipOf,
  severalOpenOf,
  wantsGroupEmails,
} from '../../db/joins.ts'
import { bidDays, bidPlayers } from '../../db/schema/bids.ts'
import { companies } from '../../db/schema/groups.ts'
import { companyPlayers } from '../../db/schema/memberships.ts'
import { emailOutbox, pushOutbox } from '../../db/schema/messages.ts'
import { whatsappOutbox } from '../../db/schema/whatsapp.ts'

type Conn = Db | Tx

const game = {
  bidDayId: bidDays.id,
  companyId: bidDays.companyId,
  bidNumber: bidDays.number,
  dayOfMatch: bidDays.dayOfMatch,
  location: bidDays.location,
  slots: bidDays.slots,
  groupName: companies.name,
  timeZone: companies.timeZone,
}

type FoundGame = NonNullable<Awaited<ReturnType<typeof findBidGame>>>
/** A BID's game as notices tell it; `severalOpen` unknown reads as one BID open. */
export type BidGame = Omit<FoundGame, 'severalOpen'> & { severalOpen?: boolean }

/** What a notice about a BID says of the game: its group, number, time and place. */
export async function findBidGame(db: Conn, bid: { companyId: number; bidDayId: number }) {
  const [row] = await db
    .select({ ...game, severalOpen: severalOpenOf(bidDays.companyId) })
    .from(bidDays)
    .innerJoin(companies, eq(companies.id, bidDays.companyId))
    .where(and(eq(bidDays.companyId, bid.companyId), eq(bidDays.id, bid.bidDayId)))
  if (!row) throw new Error(`BID ${bid.bidDayId} of group ${bid.companyId} not found`)
  return row
}

/** The confirmed players of a BID who can be emailed, whatever their reminder choice. */
export async function listConfirmedWithEmail(
  tx: Conn,
  { companyId, bidDayId }: { companyId: number; bidDayId: number },
) {
  const rows = await tx
    .select({
      ...game,
      companyPlayerId: companyPlayers.id,
      fullName: companyPlayers.fullName,
      email: companyPlayers.email,
    })
    .from(bidPlayers)
    .innerJoin(bidDays, bidDayOf(bidPlayers))
    .innerJoin(companies, eq(companies.id, bidDays.companyId))
    .innerJoin(companyPlayers, membershipOf(bidPlayers))
    .where(
      and(
        confirmedIn(companyId, bidDayId),
        eq(companyPlayers.status, 1),
        isNull(companyPlayers.deletedAt),
        isNotNull(companyPlayers.email),
      ),
    )
    .orderBy(asc(companyPlayers.id))
  return rows.map((row) => ({ ...row, email: row.email! }))
}

/**
 * The group's live members who want its emails ('Receber lembretes por email', which 'BID aberto'
 * follows too), but for `except`; `only`, when given, keeps just those.
 */
export async function listMembersWantingNotices(
  conn: Conn,
  companyId: number,
  filter: { except?: number[]; only?: number[] } = {},
) {
  const rows = await conn
    .select({
      companyPlayerId: companyPlayers.id,
      fullName: companyPlayers.fullName,
      email: companyPlayers.email,
      companyId: companyPlayers.companyId,
    })
    .from(companyPlayers)
    .where(
      and(
        eq(companyPlayers.companyId, companyId),
        wantsGroupEmails(),
        filter.except?.length ? notInArray(companyPlayers.id, filter.except) : undefined,
        filter.only ? sql`${companyPlayers.id} = any(${sql.param(filter.only)}::int[])` : undefined,
      ),
    )
    .orderBy(asc(companyPlayers.id))
  return rows.map((row) => ({ ...row, email: row.email! }))
}

/**
 * Takes back a held notice (ADR 061) before it is told: its email rows under `key:{member}`, its
 * pushes and WhatsApp messages under `key` that nobody can be sending. While the hold lasts (`notBefore` ahead)
 * that is all of them; after it, the rows due and not leased (a lease moves a row's time ahead).
 * Answers who may have been told: the members of the email and WhatsApp rows left, and whether a
 * push was.
 */
export async function takeBackHeldNotice(tx: Tx, key: string, notBefore: Date) {
  const held = sql`status = 'pending' and (now() < ${notBefore.toISOString()}::timestamptz or next_attempt_at <= now())`
  await tx.execute(sql`
    delete from ${emailOutbox} where id in (
      select id from ${emailOutbox} where dedupe_key like ${`${key}:%`} and ${held}
      for update skip locked)`)
  await tx.execute(sql`
    delete from ${pushOutbox} where id in (
      select id from ${pushOutbox} where dedupe_key = ${key} and ${held}
      for update skip locked)`)
  await tx.execute(sql`
    delete from ${whatsappOutbox} where id in (
      select id from ${whatsappOutbox} where dedupe_key = ${key} and ${held}
      for update skip locked)`)
  const emailed = await tx
    .select({ key: emailOutbox.dedupeKey })
    .from(emailOutbox)
    .where(sql`${emailOutbox.dedupeKey} like ${`${key}:%`}`)
  const [pushed] = await tx
    .select({ id: pushOutbox.id })
    .from(pushOutbox)
    .where(eq(pushOutbox.dedupeKey, key))
    .limit(1)
  const messaged = await tx
    .select({ companyPlayerId: whatsappOutbox.companyPlayerId })
    .from(whatsappOutbox)
    .where(and(eq(whatsappOutbox.dedupeKey, key), isNotNull(whatsappOutbox.companyPlayerId)))
  return {
    told: emailed.map((row) => Number(row.key.slice(key.length + 1))),
    pushed: pushed !== undefined,
    toldOnWhatsApp: messaged.map((row) => row.companyPlayerId!),
  }
}
