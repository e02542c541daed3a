import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react'
import { paymentMethodLabels, type Charge } from '@bidfut/domain/contracts/finance'
import { formatCents } from '@bidfut/domain/rules/money'
import { brDate, ChargeStatusBadge, PixPaymentNote } from '@/components/charge-status-badge'
import { Badge } from '@/components/ui/badge'
import { chargeColumns, type ChargeColumn, type ChargeSort } from '../charge-order'
import { ChargeActions } from './charge-actions'

/**
 * /financeiro on a desktop: one row per charge, the CSV's columns in its order, each header a
 * button that sorts by it (aria-sort says how), the actions last.
 */
export function ChargeTable({
  charges,
  sort,
  onSort,
}: {
  charges: Charge[]
  sort: ChargeSort
  onSort: (column: ChargeColumn) => void
}) {
  return (
    <div className="overflow-x-auto rounded-xl border">
      <table className="w-full text-sm">
        <caption className="sr-only">Cobranças do mês e atrasadas</caption>
        <thead className="bg-muted/50 text-left">
          <tr>
            {chargeColumns.map(({ key, label }) => {
              const sorted = sort.column === key
              const Arrow = !sorted ? ArrowUpDown : sort.descending ? ArrowDown : ArrowUp
              return (
                <th
                  key={key}
                  scope="col"
                  aria-sort={sorted ? (sort.descending ? 'descending' : 'ascending') : 'none'}
                  className={key === 'amount' ? 'px-3 py-2 text-right' : 'px-3 py-2'}
                >
                  <button
                    type="button"
                    onClick={() => onSort(key)}
                    className="inline-flex items-center gap-1 rounded font-semibold hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                  >
                    {label}
                    <Arrow aria-hidden="true" className="size-3.5 text-muted-foreground" />
                  </button>
                </th>
              )
            })}
            <th scope="col" className="px-3 py-2">
              Ações
            </th>
          </tr>
        </thead>
        <tbody>
          {charges.map((charge) => (
            <tr key={charge.id} className="border-t align-top" data-testid="charge-row">
              <th scope="row" className="px-3 py-2 text-left font-medium">
                {charge.playerName}
                {charge.memberRemoved ? (
                  <Badge variant="secondary" className="ml-2">
                    Saiu da pelada
                  </Badge>
                ) : null}
              </th>
              <td className="px-3 py-2">
                <span className="block">{charge.description}</span>
                <PixPaymentNote charge={charge} />
                {charge.waivedReason ? (
                  <span className="block text-xs text-muted-foreground">
                    Motivo: {charge.waivedReason}
                  </span>
                ) : null}
              </td>
              <td className="px-3 py-2 tabular-nums">{brDate(charge.dueDate)}</td>
              <td className="px-3 py-2 text-right font-semibold tabular-nums">
                {formatCents(charge.amountCents)}
              </td>
              <td className="px-3 py-2">
                <ChargeStatusBadge charge={charge} />
                {charge.paidMethod ? (
                  <span className="text-xs text-muted-foreground">
                    {paymentMethodLabels[charge.paidMethod]}
                  </span>
                ) : null}
              </td>
              <td className="px-3 py-2">
                <ChargeActions charge={charge} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
