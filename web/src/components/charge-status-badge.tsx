import { chargeStatusLabels, type Charge } from '@bidfut/domain/contracts/finance'
import { partialPaymentNote } from '@bidfut/domain/rules/charge-balance'
import { formatCents } from '@bidfut/domain/rules/money'
import { Badge } from '@/components/ui/badge'

/** A charge's status in words, 'Atrasada' too when an unpaid one is past its due date. */
export function ChargeStatusBadge({ charge }: { charge: Pick<Charge, 'status' | 'overdue'> }) {
  return (
    <span className="flex flex-wrap gap-1">
      <Badge
        variant={
          charge.status === 'paid'
            ? 'default'
            : charge.status === 'waived'
              ? 'secondary'
              : 'outline'
        }
      >
        {chargeStatusLabels[charge.status]}
      </Badge>
      {charge.overdue ? <Badge variant="destructive">Atrasada</Badge> : null}
    </span>
  )
}

/** '10/12/2026' from '2026-12-10'. */
export const brDate = (date: string) => date.split('-').reverse().join('/')

type PixFacts = Pick<
  Charge,
  'status' | 'paidByBank' | 'paidAt' | 'pixReceivedCents' | 'amountCents' | 'paidCents'
>

/** '14/12 20:31' on this device's clock. */
const dayAndTime = (iso: string) =>
  new Date(iso).toLocaleString('pt-BR', {
    day: '2-digit',
    month: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  })

/**
 * What the bank said of a charge (ADR 052): 'Pago via Pix — 14/12 20:31', or a Pix of another
 * amount, which the organiser settles by hand ('Pago R$ 29,99 — valor diferente').
 */
export function PixPaymentNote({ charge }: { charge: PixFacts }) {
  // Paid in part by hand (ADR 056): 'Pago R$ 20,00 — faltam R$ 19,90'.
  const partial = partialPaymentNote(charge)
  if (partial) return <span className="text-xs font-medium text-amber-700">{partial}</span>
  if (charge.status === 'paid' && charge.paidByBank && charge.paidAt) {
    return (
      <span className="text-xs text-muted-foreground">
        Pago via Pix — {dayAndTime(charge.paidAt)}
      </span>
    )
  }
  if (
    (charge.status === 'open' || charge.status === 'reported') &&
    charge.pixReceivedCents !== null
  ) {
    return (
      <span className="text-xs font-medium text-destructive">
        Pago {formatCents(charge.pixReceivedCents)} — valor diferente
      </span>
    )
  }
  return null
}
