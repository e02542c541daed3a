import type { Charge } from '@bidfut/domain/contracts/finance'
import { formatCents } from '@bidfut/domain/rules/money'
import { brDate, ChargeStatusBadge, PixPaymentNote } from '@/components/charge-status-badge'
import { ChargeActions } from './charge-actions'

/**
 * /financeiro on a phone: a checklist, one short line per charge (who, what, when, how much,
 * its state), the tick that confirms a Pix and 'Detalhes' for the rest — a screen holds a dozen.
 */
export function ChargeChecklist({ charges }: { charges: Charge[] }) {
  return (
    <ul className="divide-y rounded-xl border" aria-label="Cobranças">
      {charges.map((charge) => (
        <li
          key={charge.id}
          className="flex items-center gap-2 px-2 py-1.5"
          data-testid="charge-row"
        >
          <div className="min-w-0 flex-1">
            <p className="flex items-baseline justify-between gap-2">
              <span className="truncate font-medium">
                {charge.playerName}
                {charge.memberRemoved ? (
                  <span className="text-xs font-normal text-muted-foreground">
                    {' '}
                    · Saiu da pelada
                  </span>
                ) : null}
              </span>
              <span className="shrink-0 text-sm font-semibold tabular-nums">
                {formatCents(charge.amountCents)}
              </span>
            </p>
            <div className="flex items-center justify-between gap-2 text-xs text-muted-foreground">
              <span className="truncate">
                {brDate(charge.dueDate).slice(0, 5)} · {charge.description}
              </span>
              <ChargeStatusBadge charge={charge} />
            </div>
            <PixPaymentNote charge={charge} />
          </div>
          <ChargeActions charge={charge} compact />
        </li>
      ))}
    </ul>
  )
}
