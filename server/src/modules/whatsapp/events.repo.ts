import { and, eq, inArray, lt } from 'drizzle-orm'
import type { Db, Tx } from '../../db/client.ts'
import { whatsappEvents } from '../../db/schema/whatsapp.ts'
import type { WebhookEvent } from './inbound.ts'

type Conn = Db | Tx

/**
 * Keeps what a webhook delivery carried, one row per message id or per message status: Meta's
 * retries of the same event add nothing. Answers how many were new.
 */
export async function saveEvents(db: Conn, events: WebhookEvent['payload'][]): Promise<number> {
  if (events.length === 0) return 0
  const rows = await db
    .insert(whatsappEvents)
    .values(events.map((payload) => ({ eventKey: eventKeyOf(payload), payload })))
    .onConflictDoNothing({ target: whatsappEvents.eventKey })
    .returning({ id: whatsappEvents.id })
  return rows.length
}

const eventKeyOf = (e: WebhookEvent['payload']) =>
  e.kind === 'message' ? `m:${e.message.id}` : `s:${e.status.id}:${e.status.status}`

export async function findEvents(db: Conn, ids: number[]): Promise<WebhookEvent[]> {
  const rows = await db.select().from(whatsappEvents).where(inArray(whatsappEvents.id, ids))
  const byId = new Map(rows.map((row) => [row.id, row]))
  return ids.flatMap((id) => {
    const row = byId.get(id)
    return row
      ? [{ id: row.id, attempts: row.attempts, payload: row.payload as WebhookEvent['payload'] }]
      : []
  })
}

export async function markEventsDone(db: Conn, ids: number[]) {
  if (ids.length === 0) return
  await db.update(whatsappEvents).set({ status: 'done' }).where(inArray(whatsappEvents.id, ids))
}

/** Worked events are kept a week (Meta retries a delivery for hours, not days), then go. */
export async function deleteDoneEventsBefore(db: Conn, before: Date): Promise<number> {
  const rows = await db
    .delete(whatsappEvents)
    .where(and(eq(whatsappEvents.status, 'done'), lt(whatsappEvents.createdAt, before)))
    .returning({ id: whatsappEvents.id })
  return rows.length
}
