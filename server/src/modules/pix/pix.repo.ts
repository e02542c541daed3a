import { and, asc, eq, gt, inArray, lte, notExists, sql } from 'drizzle-orm'
import type { Db, Tx } from '../../db/client.ts'
import { charges, financeSettings } from '../../db/schema/finance.ts'
import { companies } from '../../db/schema/groups.ts'
import { pixCobs, pixEvents, pixPayments, pspConnections } from '../../db/schema/pix.ts'
import { UNPAID } from '../finance/finance.repo.ts'

type Conn = Db | Tx
export type PspConnectionRow = typeof pspConnections.$inferSelect
export type PixCobRow = typeof pixCobs.$inferSelect

export async function findConnection(db: Conn, companyId: number) {
  const [row] = await db
    .select()
    .from(pspConnections)
    .where(eq(pspConnections.companyId, companyId))
  return row
}

export async function findConnectionByToken(db: Conn, token: string) {
  const [row] = await db.select().from(pspConnections).where(eq(pspConnections.webhookToken, token))
  return row
}

/** Every connected group with its Pix key and time zone: the jobs' work list. */
export async function listConnectedGroups(db: Conn) {
  return db
    .select({
      connection: pspConnections,
      pixKey: financeSettings.pixKey,
      timeZone: companies.timeZone,
    })
    .from(pspConnections)
    .innerJoin(financeSettings, eq(financeSettings.companyId, pspConnections.companyId))
    .innerJoin(companies, eq(companies.id, pspConnections.companyId))
    .orderBy(asc(pspConnections.companyId))
}

export async function saveConnection(
  tx: Tx,
  values: Omit<typeof pspConnections.$inferInsert, 'createdAt' | 'updatedAt'>,
) {
  const { companyId: _c, webhookToken: _t, ...changes } = values
  const [row] = await tx
    .insert(pspConnections)
    .values(values)
    .onConflictDoUpdate({
      target: pspConnections.companyId,
      // The webhook's address stays: the PSP keeps posting to it.
      set: { ...changes, reconciledUntil: null, updatedAt: sql`now()` },
    })
    .returning()
  return row!
}

export async function deleteConnection(tx: Tx, companyId: number) {
  await tx.delete(pspConnections).where(eq(pspConnections.companyId, companyId))
  // Codes of that account are not shown again; a new connection makes new ones.
  await tx
    .update(pixCobs)
    .set({ expiresAt: sql`least(${pixCobs.expiresAt}, now())` })
    .where(eq(pixCobs.companyId, companyId))
}

export async function markReconciled(db: Conn, companyId: number, until: Date) {
  await db
    .update(pspConnections)
    .set({ reconciledUntil: until })
    .where(eq(pspConnections.companyId, companyId))
}

/**
 * The group's unpaid charges whose code must be made or renewed: no cob yet, or the newest
 * expired (or about to: `renewBefore`), or made for another amount. At most `limit`.
 */
export async function listChargesNeedingCob(
  db: Conn,
  companyId: number,
  renewBefore: Date,
  limit: number,
) {
  const live = db
    .select({ one: sql`1` })
    .from(pixCobs)
    .where(
      and(
        eq(pixCobs.chargeId, charges.id),
        gt(pixCobs.expiresAt, renewBefore),
        eq(pixCobs.amountCents, charges.amountCents),
      ),
    )
  const revision = sql<number>`(select coalesce(max(${pixCobs.revision}) + 1, 0) from ${pixCobs} where ${pixCobs.chargeId} = ${charges.id})`
  return db
    .select({ charge: charges, revision })
    .from(charges)
    .where(and(eq(charges.companyId, companyId), inArray(charges.status, UNPAID), notExists(live)))
    .orderBy(asc(charges.dueDate), asc(charges.id))
    .limit(limit)
}

/** A cob the PSP made; a second instance's copy of the same txid adds nothing. */
export async function insertCob(db: Conn, values: typeof pixCobs.$inferInsert) {
  await db.insert(pixCobs).values(values).onConflictDoNothing()
}

/** Of these txids, those the group made (a webhook naming others changes nothing). */
export async function findGroupCobs(db: Conn, companyId: number, txids: string[]) {
  if (txids.length === 0) return []
  return db
    .select()
    .from(pixCobs)
    .where(and(eq(pixCobs.companyId, companyId), inArray(pixCobs.txid, txids)))
}

/** Of these endToEndIds, those already counted. */
export async function findKnownPayments(db: Conn, endToEndIds: string[]) {
  if (endToEndIds.length === 0) return new Set<string>()
  const rows = await db
    .select({ id: pixPayments.endToEndId })
    .from(pixPayments)
    .where(inArray(pixPayments.endToEndId, endToEndIds))
  return new Set(rows.map((row) => row.id))
}

/** The claim on one Pix: its endToEndId's primary key makes it count once, whoever tries. */
export async function claimPayment(tx: Tx, values: typeof pixPayments.$inferInsert) {
  const rows = await tx
    .insert(pixPayments)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: pixPayments.endToEndId })
  return rows.length > 0
}

export async function setPaymentOutcome(
  tx: Tx,
  endToEndId: string,
  outcome: (typeof pixPayments.$inferSelect)['outcome'],
) {
  await tx.update(pixPayments).set({ outcome }).where(eq(pixPayments.endToEndId, endToEndId))
}

/** The webhook's notices, one per group and endToEndId: a PSP's retries add nothing. */
export async function saveEvents(
  db: Conn,
  events: { companyId: number; txid: string; endToEndId: string }[],
) {
  if (events.length === 0) return 0
  const rows = await db
    .insert(pixEvents)
    .values(
      events.map((e) => ({
        companyId: e.companyId,
        txid: e.txid,
        eventKey: `${e.companyId}:${e.endToEndId}`,
      })),
    )
    .onConflictDoNothing({ target: pixEvents.eventKey })
    .returning({ id: pixEvents.id })
  return rows.length
}

export async function findEvents(db: Conn, ids: number[]) {
  if (ids.length === 0) return []
  return db.select().from(pixEvents).where(inArray(pixEvents.id, ids))
}

export async function markEventsDone(db: Conn, ids: number[]) {
  if (ids.length === 0) return
  await db.update(pixEvents).set({ status: 'done' }).where(inArray(pixEvents.id, ids))
}

/** Worked notices are kept a week, then go (retention). */
export async function deleteDoneEventsBefore(db: Conn, before: Date) {
  const rows = await db
    .delete(pixEvents)
    .where(and(eq(pixEvents.status, 'done'), lte(pixEvents.createdAt, before)))
    .returning({ id: pixEvents.id })
  return rows.length
}
