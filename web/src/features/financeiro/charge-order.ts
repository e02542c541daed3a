import { chargeStatuses, type Charge, type ChargeStatus } from '@bidfut/domain/contracts/finance'
import { compareNames, nameKey } from '@bidfut/domain/rules/person-names'

/** The treasurer's columns, in the CSV's order (finance-csv.ts); each one sorts the list. */
export const chargeColumns = [
  { key: 'player', label: 'Jogador' },
  { key: 'description', label: 'Descrição' },
  { key: 'dueDate', label: 'Vencimento' },
  { key: 'amount', label: 'Valor (R$)' },
  { key: 'status', label: 'Situação' },
] as const
export type ChargeColumn = (typeof chargeColumns)[number]['key']
export type ChargeSort = { column: ChargeColumn; descending: boolean }
export const DEFAULT_SORT: ChargeSort = { column: 'player', descending: false }

export type StatusFilter = 'all' | ChargeStatus
export type ChargeFilter = { status: StatusFilter; player: string }

const byColumn: Record<ChargeColumn, (a: Charge, b: Charge) => number> = {
  player: (a, b) => compareNames(a.playerName, b.playerName),
  description: (a, b) => a.description.localeCompare(b.description, 'pt-BR'),
  dueDate: (a, b) => a.dueDate.localeCompare(b.dueDate),
  amount: (a, b) => a.amountCents - b.amountCents,
  // Open first, as the treasurer chases them: the statuses' own order.
  status: (a, b) => chargeStatuses.indexOf(a.status) - chargeStatuses.indexOf(b.status),
}

/** The charges the treasurer asked for, in the order asked; ties by player, then due date. */
export function orderCharges(charges: Charge[], filter: ChargeFilter, sort: ChargeSort) {
  const wanted = nameKey(filter.player)
  const direction = sort.descending ? -1 : 1
  return charges
    .filter((charge) => filter.status === 'all' || charge.status === filter.status)
    .filter((charge) => wanted === '' || nameKey(charge.playerName).includes(wanted))
    .sort(
      (a, b) =>
        direction * byColumn[sort.column](a, b) ||
        byColumn.player(a, b) ||
        byColumn.dueDate(a, b) ||
        a.id - b.id,
    )
}

/** A column's header tapped: the same column turns around, another starts ascending. */
export function nextSort(current: ChargeSort, column: ChargeColumn): ChargeSort {
  return current.column === column
    ? { column, descending: !current.descending }
    : { column, descending: false }
}
