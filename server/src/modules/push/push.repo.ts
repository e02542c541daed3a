import { and, eq, inArray, lt, ne, sql, type SQL } from 'drizzle-orm'
import { organiserRoles } from '@bidfut/domain/contracts/enums'
import type { PushKind, PushPayload } from '@bidfut/domain/contracts/push'
import type { Db, Tx } from '../../db/client.ts'
import { onWhatsApp } from '../../db/joins.ts'
import { bidPlayers } from '../../db/schema/bids.ts'
import { companyPlayers } from '../../db/schema/memberships.ts'
import { pushOutbox, pushSubscriptions } from '../../db/schema/messages.ts'

type Conn = Db | Tx

// ---- subscriptions ---------------------------------------------------------------------------

/** Devices kept per account; subscribing one more forgets the oldest. */
export const MAX_DEVICES_PER_ACCOUNT = 10

export type SubscriptionValues = {
  playerId: number
  endpoint: string
  p256dh: string
  auth: string
  kinds: PushKind[]
}

/** One row per endpoint: subscribing again (or as another account on that browser) replaces it. */
export async function upsertSubscription(db: Conn, values: SubscriptionValues) {
  const [row] = await db
    .insert(pushSubscriptions)
    .values(values)
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: {
        playerId: values.playerId,
        p256dh: values.p256dh,
        auth: values.auth,
        kinds: values.kinds,
      },
    })
    .returning({ kinds: pushSubscriptions.kinds })
  // A person has a few devices: past the cap the oldest go, so no account can make one event
  // fan out to thousands of endpoints.
  await db.execute(sql`
    delete from ${pushSubscriptions}
    where ${pushSubscriptions.playerId} = ${values.playerId}
      and ${pushSubscriptions.id} not in (
        select id from ${pushSubscriptions}
        where ${pushSubscriptions.playerId} = ${values.playerId}
        order by id desc limit ${MAX_DEVICES_PER_ACCOUNT})`)
  return row!
}

export async function findSubscription(db: Conn, playerId: number, endpoint: string) {
  const [row] = await db
    .select({ kinds: pushSubscriptions.kinds })
    .from(pushSubscriptions)
    .where(and(eq(pushSubscriptions.playerId, playerId), eq(pushSubscriptions.endpoint, endpoint)))
  return row
}

export async function deleteSubscription(db: Conn, playerId: number, endpoint: string) {
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.playerId, playerId), eq(pushSubscriptions.endpoint, endpoint)))
}

/** The push service said the subscription is gone (404/410): its pending pushes go with it. */
export async function deleteSubscriptionById(db: Conn, id: number) {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id))
}

// ---- the outbox ------------------------------------------------------------------------------

/** Whom a push is for, as memberships of one group; each reaches its account's devices. */
export type PushAudience =
  | { members: number }
  | { organisers: number }
  | { confirmedIn: { companyId: number; bidDayId: number } }
  | { member: { companyId: number; companyPlayerId: number } }

const live = and(
  eq(companyPlayers.status, 1),
  sql`${companyPlayers.deletedAt} is null`,
  sql`${companyPlayers.playerId} is not null`,
)

function accountsOf(db: Conn, audience: PushAudience) {
  const accounts = (...where: (SQL | undefined)[]) =>
    db
      .select({ playerId: companyPlayers.playerId })
      .from(companyPlayers)
      .where(and(live, ...where))
  if ('members' in audience) return accounts(eq(companyPlayers.companyId, audience.members))
  if ('organisers' in audience) {
    return accounts(
      eq(companyPlayers.companyId, audience.organisers),
      inArray(companyPlayers.role, [...organiserRoles]),
    )
  }
  if ('member' in audience) {
    return accounts(
      eq(companyPlayers.companyId, audience.member.companyId),
      eq(companyPlayers.id, audience.member.companyPlayerId),
    )
  }
  const { companyId, bidDayId } = audience.confirmedIn
  return db
    .select({ playerId: companyPlayers.playerId })
    .from(bidPlayers)
    .innerJoin(
      companyPlayers,
      and(
        eq(companyPlayers.companyId, bidPlayers.companyId),
        eq(companyPlayers.id, bidPlayers.companyPlayerId),
      ),
    )
    .where(
      and(
        live,
        eq(bidPlayers.companyId, companyId),
        eq(bidPlayers.bidDayId, bidDayId),
        eq(bidPlayers.status, 'confirmed'),
      ),
    )
}

export type PushToQueue = {
  kind: PushKind
  /** One push per key and device, ever: queueing the same key again is a no-op. */
  dedupeKey: string
  audience: PushAudience
  payload: PushPayload
  /** The notice's WhatsApp key: its accounts with a message under it get that instead (ADR 051). */
  exceptOnWhatsApp?: string | null
  /** Not sent before this time (a notice that may still be taken back, ADR 061). */
  notBefore?: Date | null
}

/**
 * Queues one row per device of the audience that wants this kind, in one statement and in the
 * caller's transaction (sent only if the change it reports commits). Answers how many rows it
 * added; rows the key already has are left alone, so ticks and instances queue each once.
 */
export async function enqueuePush(db: Conn, push: PushToQueue): Promise<number> {
  const audience = accountsOf(db, push.audience)
  const key = push.exceptOnWhatsApp
  const notOnWhatsApp = key
    ? sql`and not ${onWhatsApp(sql`${key}::text`, sql`${pushSubscriptions.playerId}`)}`
    : sql``
  // insert … select: the fan-out to a whole group is one statement, however many devices.
  const { rows } = (await db.execute(sql`
    insert into ${pushOutbox} (subscription_id, dedupe_key, payload, next_attempt_at)
    select ${pushSubscriptions.id}, ${push.dedupeKey}::text, ${JSON.stringify(push.payload)}::jsonb,
      coalesce(${push.notBefore?.toISOString() ?? null}::timestamptz, now())
    from ${pushSubscriptions}
    where ${push.kind}::text = any(${pushSubscriptions.kinds})
      and ${pushSubscriptions.playerId} in (${audience})
      ${notOnWhatsApp}
    on conflict (dedupe_key, subscription_id) do nothing
    returning id`)) as { rows: unknown[] }
  return rows.length
}

/**
 * enqueuePush to the members of many groups in one statement, one push per group (a tick's
 * scheduled openings): `items` carry each group's key and payload, and its WhatsApp key.
 */
export async function enqueueMembersPushes(
  db: Conn,
  kind: PushKind,
  items: { companyId: number; dedupeKey: string; payload: PushPayload; whatsappKey?: string }[],
): Promise<number> {
  if (items.length === 0) return 0
  const { rows } = (await db.execute(sql`
    insert into ${pushOutbox} (subscription_id, dedupe_key, payload)
    select s.id, t."dedupeKey", t.payload
    from jsonb_to_recordset(${JSON.stringify(items)}::jsonb)
      as t("companyId" int, "dedupeKey" text, payload jsonb, "whatsappKey" text)
    join ${companyPlayers} m on m.company_id = t."companyId" and m.status = 1
      and m.deleted_at is null and m.player_id is not null
    join ${pushSubscriptions} s on s.player_id = m.player_id and ${kind}::text = any(s.kinds)
    where not ${onWhatsApp(sql`t."whatsappKey"`, sql`s.player_id`)}
    on conflict (dedupe_key, subscription_id) do nothing
    returning id`)) as { rows: unknown[] }
  return rows.length
}

export type ClaimedPush = {
  id: number
  subscriptionId: number
  attempts: number
  payload: Record<string, unknown>
  endpoint: string
  p256dh: string
  auth: string
}

/** The pushes leased to this worker with their devices' keys, in the order given. */
export async function findPushes(db: Conn, ids: number[]): Promise<ClaimedPush[]> {
  const rows = await db
    .select({
      id: pushOutbox.id,
      subscriptionId: pushOutbox.subscriptionId,
      attempts: pushOutbox.attempts,
      payload: pushOutbox.payload,
      endpoint: pushSubscriptions.endpoint,
      p256dh: pushSubscriptions.p256dh,
      auth: pushSubscriptions.auth,
    })
    .from(pushOutbox)
    .innerJoin(pushSubscriptions, eq(pushSubscriptions.id, pushOutbox.subscriptionId))
    .where(inArray(pushOutbox.id, ids))
  const byId = new Map(rows.map((row) => [row.id, row]))
  return ids.flatMap((id) => byId.get(id) ?? [])
}

export async function markPushesSent(db: Conn, ids: number[]) {
  if (ids.length === 0) return
  await db
    .update(pushOutbox)
    .set({ status: 'sent', sentAt: sql`now()`, lastError: null })
    .where(inArray(pushOutbox.id, ids))
}

/** Sent and given-up pushes older than `before`; pending ones are never dropped. */
export async function deleteFinishedPushesBefore(db: Conn, before: Date): Promise<number> {
  const rows = await db
    .delete(pushOutbox)
    .where(and(ne(pushOutbox.status, 'pending'), lt(pushOutbox.createdAt, before)))
    .returning({ id: pushOutbox.id })
  return rows.length
}
