import { useState } from 'react'
import { Check, Ellipsis } from 'lucide-react'
import type { Charge } from '@bidfut/domain/contracts/finance'
import { Button } from '@/components/ui/button'
import { useConfirmPayment } from '../api/confirm-payment'
import { ChargeDialog } from './charge-dialog'

const isUnpaid = (charge: Charge) => charge.status === 'open' || charge.status === 'reported'

/**
 * A charge's actions: one tap confirms a Pix or cash received, 'Detalhes' opens the rest. On the
 * phone's checklist (`compact`) they are two icon buttons, and cash is confirmed in 'Detalhes'.
 */
export function ChargeActions({ charge, compact = false }: { charge: Charge; compact?: boolean }) {
  const confirm = useConfirmPayment()
  const [open, setOpen] = useState(false)
  const method = confirm.isPending ? confirm.variables?.method : undefined
  const label = `${charge.playerName}: ${charge.description}`
  return (
    <div className="flex shrink-0 flex-wrap items-center gap-1.5">
      {isUnpaid(charge) ? (
        <>
          <Button
            size={compact ? 'icon' : 'sm'}
            variant={compact ? 'outline' : 'default'}
            disabled={confirm.isPending}
            onClick={() => confirm.mutate({ id: charge.id, method: 'pix' })}
            aria-label={`Confirmar Pix de ${label}`}
            title={compact ? 'Confirmar Pix' : undefined}
          >
            {compact ? (
              <Check aria-hidden="true" />
            ) : method === 'pix' ? (
              'Confirmando...'
            ) : (
              'Confirmar Pix'
            )}
          </Button>
          {compact ? null : (
            <Button
              size="sm"
              variant="outline"
              disabled={confirm.isPending}
              onClick={() => confirm.mutate({ id: charge.id, method: 'cash' })}
              aria-label={`Confirmar em dinheiro de ${label}`}
            >
              {method === 'cash' ? 'Confirmando...' : 'Dinheiro'}
            </Button>
          )}
        </>
      ) : null}
      <Button
        size={compact ? 'icon' : 'sm'}
        variant="ghost"
        onClick={() => setOpen(true)}
        aria-label={`Detalhes de ${label}`}
        title={compact ? 'Detalhes' : undefined}
      >
        {compact ? <Ellipsis aria-hidden="true" /> : 'Detalhes'}
      </Button>
      {open ? <ChargeDialog charge={charge} onClose={() => setOpen(false)} /> : null}
    </div>
  )
}
