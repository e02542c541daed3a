import { useState } from 'react'
import { Receipt } from 'lucide-react'
import { chargeStatuses, chargeStatusLabels, type Charge } from '@bidfut/domain/contracts/finance'
import { EmptyState } from '@/components/empty-state'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { NativeSelect } from '@/components/ui/native-select'
import { useMediaQuery } from '@/lib/use-media-query'
import {
  chargeColumns,
  DEFAULT_SORT,
  nextSort,
  orderCharges,
  type ChargeColumn,
  type StatusFilter,
} from '../charge-order'
import { ChargeChecklist } from './charge-checklist'
import { ChargeTable } from './charge-table'

/** Where the treasurer's table takes the place of the phone's checklist. */
export const DESKTOP_QUERY = '(min-width: 1024px)'

/**
 * The month's charges (and the earlier unpaid ones), filtered by state and player and sorted by
 * any column: a table on a desktop, a checklist on a phone, the same rows in the same order.
 */
export function ChargeList({ charges }: { charges: Charge[] }) {
  const desktop = useMediaQuery(DESKTOP_QUERY)
  const [status, setStatus] = useState<StatusFilter>('all')
  const [player, setPlayer] = useState('')
  const [sort, setSort] = useState(DEFAULT_SORT)
  const shown = orderCharges(charges, { status, player }, sort)
  return (
    <div className="flex flex-col gap-3">
      <div role="group" aria-label="Filtrar cobranças" className="flex flex-wrap gap-2">
        {(['all', ...chargeStatuses] as const).map((option) => (
          <Button
            key={option}
            size="sm"
            variant={status === option ? 'default' : 'outline'}
            aria-pressed={status === option}
            onClick={() => setStatus(option)}
          >
            {option === 'all' ? 'Todas' : chargeStatusLabels[option]}
          </Button>
        ))}
      </div>
      <div className="grid grid-cols-2 gap-2 lg:flex">
        <div className="flex min-w-0 flex-col gap-1.5 lg:w-64">
          <Label htmlFor="charge-player">Jogador</Label>
          <Input
            id="charge-player"
            type="search"
            placeholder="Buscar pelo nome"
            value={player}
            onChange={(event) => setPlayer(event.target.value)}
          />
        </div>
        {desktop ? null : (
          <div className="flex min-w-0 flex-col gap-1.5">
            <Label htmlFor="charge-sort">Ordenar por</Label>
            <NativeSelect
              id="charge-sort"
              value={`${sort.column}:${sort.descending ? 'desc' : 'asc'}`}
              onChange={(event) => {
                const [column, direction] = event.target.value.split(':')
                setSort({ column: column as ChargeColumn, descending: direction === 'desc' })
              }}
            >
              {chargeColumns.flatMap(({ key, label }) => [
                <option key={`${key}:asc`} value={`${key}:asc`}>
                  {label} ↑
                </option>,
                <option key={`${key}:desc`} value={`${key}:desc`}>
                  {label} ↓
                </option>,
              ])}
            </NativeSelect>
          </div>
        )}
      </div>
      {shown.length === 0 ? (
        <EmptyState icon={Receipt} title="Nenhuma cobrança">
          {status === 'all' && player.trim() === ''
            ? 'As cobranças do mês e as atrasadas aparecem aqui.'
            : 'Nenhuma cobrança com esta situação.'}
        </EmptyState>
      ) : desktop ? (
        <ChargeTable
          charges={shown}
          sort={sort}
          onSort={(column) => setSort(nextSort(sort, column))}
        />
      ) : (
        <ChargeChecklist charges={shown} />
      )}
    </div>
  )
}
