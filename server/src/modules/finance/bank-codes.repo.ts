import { and, desc, eq, gt, inArray, sql } from 'drizzle-orm'
import type { Db, Tx } from '../../db/client.ts'
import { charges } from '../../db/schema/finance.ts'
import { pixCobs, pixPayments } from '../../db/schema/pix.ts'

// What the group's PSP did for its charges (ADR 052): the codes it made, as 'Minhas cobranças'
// shows them, and the Pix that paid them; the pix module writes both.

/** The newest live cob of each of these charges: the bank's own code (ADR 052). */
export async function findLiveCobs(db: Db | Tx, chargeIds: number[], now: Date) {
  if (chargeIds.length === 0) return []
  return db
    .selectDistinctOn([pixCobs.chargeId])
    .from(pixCobs)
    .where(and(inArray(pixCobs.chargeId, chargeIds), gt(pixCobs.expiresAt, now)))
    .orderBy(pixCobs.chargeId, desc(pixCobs.revision))
}

/** The bank paid this charge: no organiser undoes that. */
export async function isPaidByBank(db: Db | Tx, chargeId: number) {
  const rows = await db
    .select({ id: pixPayments.endToEndId })
    .from(pixPayments)
    .where(and(eq(pixPayments.chargeId, chargeId), eq(pixPayments.outcome, 'paid')))
    .limit(1)
  return rows.length > 0
}

/** A charge's column: the bank confirmed a Pix of its amount ('Pago via Pix — 14/12 20:31'). */
export const paidByBank = sql<boolean>`exists (select 1 from ${pixPayments}
  where ${pixPayments.chargeId} = ${charges.id} and ${pixPayments.outcome} = 'paid')`
