import { and, eq, gt, inArray, sql } from 'drizzle-orm'
import type { Tx } from '../../db/client.ts'
import { charges } from '../../db/schema/finance.ts'
import { UNPAID } from './finance.repo.ts'

// Payments recorded by hand in parts (ADR 056): `paid_cents` grows until the charge is paid.

/**
 * A part of what is owed, received (ADR 056): only while unpaid and short of the amount, so a
 * second organiser's part that would reach it (or a payment that settled it) changes nothing.
 */
export async function addPartialPayment(
  tx: Tx,
  where: { companyId: number; chargeId: number },
  amountCents: number,
) {
  const [row] = await tx
    .update(charges)
    .set({ paidCents: sql`${charges.paidCents} + ${amountCents}`, pixReceivedCents: null })
    .where(
      and(
        eq(charges.companyId, where.companyId),
        eq(charges.id, where.chargeId),
        inArray(charges.status, UNPAID),
        sql`${charges.paidCents} + ${amountCents} < ${charges.amountCents}`,
      ),
    )
    .returning()
  return row
}

/** Undoes the parts recorded by hand on a charge still open: what 'Desfazer' leaves owed. */
export async function clearPartialPayments(tx: Tx, where: { companyId: number; chargeId: number }) {
  const [row] = await tx
    .update(charges)
    .set({ paidCents: 0 })
    .where(
      and(
        eq(charges.companyId, where.companyId),
        eq(charges.id, where.chargeId),
        inArray(charges.status, UNPAID),
        gt(charges.paidCents, 0),
      ),
    )
    .returning()
  return row
}
