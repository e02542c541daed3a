import { organiserRoles } from '@bidfut/domain/contracts/enums'
import { and, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm'
import type { Db, Tx } from '../../db/client.ts'
import { companyPlayers } from '../../db/schema/memberships.ts'
import {
  whatsappButtons,
  whatsappConsents,
  whatsappMonthlyUsage,
  whatsappOutbox,
  whatsappSendSeconds,
} from '../../db/schema/whatsapp.ts'
import type { ButtonAction } from './templates.ts'

type Conn = Db | Tx

/** One notice to the opted-in members of a group (or one of them), as the channel queues it. */
export type NoticeToQueue = {
  companyId: number
  dedupeKey: string
  params: string[]
  bidDayId?: number | null
  /** The charge a cobrança's 'Já paguei' reports. */
  chargeId?: number | null
  /** Only this member; otherwise every member of the group… */
  companyPlayerId?: number | null
  /** …or only those confirmed in the BID (moved, cancelled). */
  confirmedOnly?: boolean
  /** Members told already by another notice ('BID cancelado' before a skip). */
  except?: number[]
  /** …or only these, when given. */
  only?: number[] | null
  /** Held until then, so it can still be taken back (ADR 061). */
  notBefore?: Date | null
}

/** The month the cap counts, in UTC: '2026-11'. */
export const monthOf = (now: Date) => now.toISOString().slice(0, 7)

/**
 * Queues a notice's template to every member of each group who opted in and kept the kind on,
 * in one statement and in the caller's transaction. Answers the rows added; a key already queued
 * is left alone, so ticks and instances queue each once.
 */
export async function enqueueNotices(
  db: Conn,
  notice: string,
  template: string,
  items: NoticeToQueue[],
): Promise<number> {
  if (items.length === 0) return 0
  const { rows } = (await db.execute(sql`
    insert into ${whatsappOutbox}
      (dedupe_key, player_id, company_id, company_player_id, bid_day_id, charge_id, phone, notice,
        template, params, next_attempt_at)
    select t."dedupeKey", m.player_id, m.company_id, m.id, t."bidDayId", t."chargeId", c.phone,
      ${notice}::text, ${template}::text, t.params, coalesce(t."notBefore", now())
    from jsonb_to_recordset(${JSON.stringify(items)}::jsonb)
      as t("companyId" int, "dedupeKey" text, params jsonb, "bidDayId" int, "chargeId" int,
        "companyPlayerId" int, "confirmedOnly" boolean, "except" int[], "only" int[],
        "notBefore" timestamptz)
    join ${companyPlayers} m on m.company_id = t."companyId" and m.status = 1
      and m.deleted_at is null and m.player_id is not null
      and (t."companyPlayerId" is null or m.id = t."companyPlayerId")
      and not (m.id = any(coalesce(t."except", '{}')))
      and (t."only" is null or m.id = any(t."only"))
      and (t."confirmedOnly" is not true or exists (select 1 from bid_players b
        where b.bid_day_id = t."bidDayId" and b.company_player_id = m.id and b.status = 'confirmed'))
    join ${whatsappConsents} c on c.player_id = m.player_id and c.opt_in
      and not (${notice}::text = any(c.kinds_off))
    on conflict do nothing
    returning id`)) as { rows: unknown[] }
  return rows.length
}

/**
 * The email addresses of the members a notice reaches on WhatsApp (its rows, queued now or
 * before, sent or given up): they get it there, or by its fallback, not by the notice's email.
 */
export async function emailsOnWhatsApp(db: Conn, dedupeKey: string): Promise<Set<string>> {
  const rows = await db
    .select({ email: companyPlayers.email })
    .from(whatsappOutbox)
    .innerJoin(companyPlayers, eq(companyPlayers.id, whatsappOutbox.companyPlayerId))
    .where(and(eq(whatsappOutbox.dedupeKey, dedupeKey), isNotNull(companyPlayers.email)))
  return new Set(rows.map((row) => row.email!.toLowerCase()))
}

/** An answer in the conversation a person's message opened: once per message they sent. */
export async function enqueueReply(
  db: Conn,
  r: { wamid: string; phone: string; text: string; playerId: number | null },
) {
  await db
    .insert(whatsappOutbox)
    .values({
      dedupeKey: `reply:${r.wamid}`,
      playerId: r.playerId,
      phone: r.phone,
      notice: 'reply',
      textBody: r.text,
    })
    .onConflictDoNothing()
}

export type OutboxMessage = typeof whatsappOutbox.$inferSelect & { email: string | null }

/** The messages leased to this worker, with the member's address for a fallback. */
export async function findMessages(db: Conn, ids: number[]): Promise<OutboxMessage[]> {
  const rows = await db
    .select({ message: whatsappOutbox, email: companyPlayers.email })
    .from(whatsappOutbox)
    .leftJoin(companyPlayers, eq(companyPlayers.id, whatsappOutbox.companyPlayerId))
    .where(inArray(whatsappOutbox.id, ids))
  return rows.map(({ message, email }) => ({ ...message, email }))
}

/** Sent: the Cloud API's id, so its statuses and replies find the row. */
export async function recordSent(db: Conn, id: number, wamid: string) {
  await db
    .update(whatsappOutbox)
    .set({ status: 'sent', sentAt: new Date(), wamid, delivery: 'sent' })
    .where(eq(whatsappOutbox.id, id))
}

/** Given up: the person cannot get it from us (the fallback went by email). */
export async function recordUndeliverable(db: Conn, id: number, error: string) {
  await db
    .update(whatsappOutbox)
    .set({ status: 'failed', lastError: error.slice(0, 1000), delivery: 'failed' })
    .where(eq(whatsappOutbox.id, id))
}

/** A message's button payloads, stored hashed; a new attempt replaces the last one's. */
export async function saveButtons(
  db: Conn,
  messageId: number,
  buttons: { payloadHash: string; action: ButtonAction }[],
) {
  await db.delete(whatsappButtons).where(eq(whatsappButtons.messageId, messageId))
  if (buttons.length === 0) return
  await db.insert(whatsappButtons).values(buttons.map((b) => ({ ...b, messageId })))
}

/** A tapped button with the message it came on. */
export async function findButton(db: Conn, payloadHash: string) {
  const [row] = await db
    .select({ button: whatsappButtons, message: whatsappOutbox })
    .from(whatsappButtons)
    .innerJoin(whatsappOutbox, eq(whatsappOutbox.id, whatsappButtons.messageId))
    .where(eq(whatsappButtons.payloadHash, payloadHash))
  return row
}

/**
 * Spends a message's buttons, under the lock of the change they make: one answer per message,
 * whichever button. Answers false when one was already used.
 */
export async function spendButtons(tx: Tx, messageId: number): Promise<boolean> {
  const rows = await tx.execute(sql`
    select used_at from ${whatsappButtons} where message_id = ${messageId} for update`)
  const used = (rows as { rows: { used_at: unknown }[] }).rows.some((r) => r.used_at !== null)
  if (used) return false
  await tx
    .update(whatsappButtons)
    .set({ usedAt: new Date() })
    .where(eq(whatsappButtons.messageId, messageId))
  return true
}

const RANK = { sent: 1, delivered: 2, read: 3, failed: 4 } as const
export type DeliveryStatus = keyof typeof RANK

/** A status from the webhook: statuses only move forward (they may arrive out of order). */
export async function recordDelivery(db: Conn, wamid: string, status: DeliveryStatus) {
  const rank = (column: unknown) => sql`case ${column}
    when 'sent' then 1 when 'delivered' then 2 when 'read' then 3 when 'failed' then 4 else 0 end`
  const rows = await db
    .update(whatsappOutbox)
    .set({ delivery: status })
    .where(
      and(eq(whatsappOutbox.wamid, wamid), sql`${rank(whatsappOutbox.delivery)} < ${RANK[status]}`),
    )
    .returning()
  return rows[0]
}

/** Per notice of a BID: its messages by delivery status. */
export async function deliveriesOfBid(db: Conn, companyId: number, bidDayId: number) {
  return db
    .select({
      notice: whatsappOutbox.notice,
      sent: sql<number>`count(*) filter (where ${whatsappOutbox.delivery} in ('sent', 'delivered', 'read'))::int`,
      delivered: sql<number>`count(*) filter (where ${whatsappOutbox.delivery} in ('delivered', 'read'))::int`,
      read: sql<number>`count(*) filter (where ${whatsappOutbox.delivery} = 'read')::int`,
      failed: sql<number>`count(*) filter (where ${whatsappOutbox.delivery} = 'failed')::int`,
    })
    .from(whatsappOutbox)
    .where(
      and(
        eq(whatsappOutbox.companyId, companyId),
        eq(whatsappOutbox.bidDayId, bidDayId),
        isNotNull(whatsappOutbox.template),
      ),
    )
    .groupBy(whatsappOutbox.notice)
    .orderBy(whatsappOutbox.notice)
}

/** The group's template messages of a month (what Meta charges for), as the cap counts them. */
export async function monthlyCount(db: Conn, companyId: number, month: string): Promise<number> {
  const [row] = await db
    .select({ messages: whatsappMonthlyUsage.messages })
    .from(whatsappMonthlyUsage)
    .where(
      and(eq(whatsappMonthlyUsage.companyId, companyId), eq(whatsappMonthlyUsage.month, month)),
    )
  return row?.messages ?? 0
}

/** Takes one of the group's messages of the month: false once `cap` are taken (any instance). */
export async function takeMonthlySlot(db: Conn, companyId: number, month: string, cap: number) {
  const { rows } = (await db.execute(sql`
    insert into ${whatsappMonthlyUsage} (company_id, month, messages)
    select ${companyId}, ${month}, 1 where ${cap} > 0
    on conflict (company_id, month) do update set messages = ${whatsappMonthlyUsage}.messages + 1
      where ${whatsappMonthlyUsage}.messages < ${cap}
    returning messages`)) as { rows: unknown[] }
  return rows.length > 0
}

/** A taken message that was not sent after all (a failure): the month gets it back. */
export async function giveBackMonthlySlot(db: Conn, companyId: number, month: string) {
  await db
    .update(whatsappMonthlyUsage)
    .set({ messages: sql`greatest(${whatsappMonthlyUsage.messages} - 1, 0)` })
    .where(
      and(eq(whatsappMonthlyUsage.companyId, companyId), eq(whatsappMonthlyUsage.month, month)),
    )
}

/**
 * Takes one of this second's sends, shared by every instance: false when `max` are taken (the
 * caller waits for the next second). Old seconds are swept now and then.
 */
export async function takeSendSlot(db: Conn, second: number, max: number): Promise<boolean> {
  const { rows } = (await db.execute(sql`
    insert into ${whatsappSendSeconds} (second, sent) values (${second}, 1)
    on conflict (second) do update set sent = ${whatsappSendSeconds}.sent + 1
      where ${whatsappSendSeconds}.sent < ${max}
    returning sent`)) as { rows: { sent: number }[] }
  if (rows[0]?.sent === 1) {
    await db.delete(whatsappSendSeconds).where(sql`${whatsappSendSeconds.second} < ${second - 60}`)
  }
  return rows.length > 0
}

/** The group's organisers who can be emailed (the cap's notice). */
export async function organisersWithEmail(db: Conn, companyId: number) {
  const rows = await db
    .select({ id: companyPlayers.id, email: companyPlayers.email })
    .from(companyPlayers)
    .where(
      and(
        eq(companyPlayers.companyId, companyId),
        inArray(companyPlayers.role, [...organiserRoles]),
        isNull(companyPlayers.deletedAt),
        isNotNull(companyPlayers.email),
      ),
    )
  return rows.map((row) => ({ id: row.id, email: row.email! }))
}
