import { formatCents } from './money.ts'

type Balanced = { status: string; amountCents: number; paidCents: number }

/**
 * What a charge has received and what is still owed (ADR 056): payments recorded by hand may be
 * partial (`paidCents`), the charge stays open until they reach its amount. Paid: all of it
 * (the bank pays in one Pix); waived: nothing more is owed. Every total and note reads this.
 */
export function chargeBalance(charge: Balanced) {
  if (charge.status === 'paid') return { paidCents: charge.amountCents, leftCents: 0 }
  if (charge.status === 'waived') return { paidCents: charge.paidCents, leftCents: 0 }
  return { paidCents: charge.paidCents, leftCents: charge.amountCents - charge.paidCents }
}

/** 'Pago R$ 20,00 — faltam R$ 19,90' on a charge paid in part; null otherwise. */
export function partialPaymentNote(charge: Balanced): string | null {
  const { paidCents, leftCents } = chargeBalance(charge)
  return paidCents > 0 && leftCents > 0
    ? `Pago ${formatCents(paidCents)} — faltam ${formatCents(leftCents)}`
    : null
}
