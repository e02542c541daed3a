import { useState } from 'react'
import type { Charge } from '@bidfut/domain/contracts/finance'
import { formatCents } from '@bidfut/domain/rules/money'
import { brDate, ChargeStatusBadge, PixPaymentNote } from '@/components/charge-status-badge'
import { Button } from '@/components/ui/button'
import { useConfirmPayment } from '../api/confirm-payment'
import { ChargeDialog } from './charge-dialog'

/** One charge on /financeiro: one tap confirms a payment received by Pix or in cash. */
export function ChargeRow({ charge }: { charge: Charge }) {
  const confirm = useConfirmPayment()
  const [open, setOpen] = useState(false)
  const unpaid = charge.status === 'open' || charge.status === 'reported'
  const method = confirm.isPending ? confirm.variables?.method : undefined
  return (
    <li className="flex flex-col gap-2 border-b py-3 last:border-b-0" data-testid="charge-row">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-medium break-words">{charge.description}</p>
          <p className="text-xs text-muted-foreground">Vencimento {brDate(charge.dueDate)}</p>
        </div>
        <p className="font-semibold tabular-nums">{formatCents(charge.amountCents)}</p>
      </div>
      <ChargeStatusBadge charge={charge} />
      <PixPaymentNote charge={charge} />
      {charge.waivedReason ? (
        <p className="text-xs text-muted-foreground">Motivo: {charge.waivedReason}</p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {unpaid ? (
          <>
            <Button
              size="sm"
              disabled={confirm.isPending}
              onClick={() => confirm.mutate({ id: charge.id, method: 'pix' })}
              aria-label={`Confirmar Pix de ${charge.playerName}: ${charge.description}`}
            >
              {method === 'pix' ? 'Confirmando...' : 'Confirmar Pix'}
            </Button>
            <Button
              size="sm"
              variant="outline"
              disabled={confirm.isPending}
              onClick={() => confirm.mutate({ id: charge.id, method: 'cash' })}
              aria-label={`Confirmar em dinheiro de ${charge.playerName}: ${charge.description}`}
            >
              {method === 'cash' ? 'Confirmando...' : 'Dinheiro'}
            </Button>
          </>
        ) : null}
        <Button
          size="sm"
          variant="ghost"
          onClick={() => setOpen(true)}
          aria-label={`Detalhes de ${charge.playerName}: ${charge.description}`}
        >
          Detalhes
        </Button>
      </div>
      {open ? <ChargeDialog charge={charge} onClose={() => setOpen(false)} /> : null}
    </li>
  )
}
