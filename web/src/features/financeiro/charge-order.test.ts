import { describe, expect, it } from 'vitest'
import type { Charge } from '@bidfut/domain/contracts/finance'
import { DEFAULT_SORT, nextSort, orderCharges } from './charge-order'

const charge = (id: number, playerName: string, extra: Partial<Charge> = {}): Charge => ({
  id,
  companyPlayerId: id,
  playerName,
  memberRemoved: false,
  kind: 'monthly',
  description: 'Mensalidade',
  amountCents: 8000,
  paidCents: 0,
  dueDate: '2026-12-10',
  status: 'open',
  overdue: false,
  paidMethod: null,
  paidAt: null,
  paidByBank: false,
  pixReceivedCents: null,
  waivedReason: null,
  lastRemindedAt: null,
  ...extra,
})

const charges = [
  charge(1, 'Zeca', { amountCents: 2500, dueDate: '2026-12-03', status: 'paid' }),
  charge(2, 'Álvaro', { amountCents: 8000, dueDate: '2026-11-10' }),
  charge(3, 'bruna', { amountCents: 5000, dueDate: '2026-12-10', status: 'reported' }),
]
const ids = (list: Charge[]) => list.map((c) => c.id)
const all = { status: 'all', player: '' } as const

describe("the treasurer's order", () => {
  it('sorts by player in pt-BR order by default, and by any column either way', () => {
    expect(ids(orderCharges(charges, all, DEFAULT_SORT))).toEqual([2, 3, 1])
    expect(ids(orderCharges(charges, all, { column: 'amount', descending: true }))).toEqual([
      2, 3, 1,
    ])
    expect(ids(orderCharges(charges, all, { column: 'dueDate', descending: false }))).toEqual([
      2, 1, 3,
    ])
    expect(ids(orderCharges(charges, all, { column: 'status', descending: false }))).toEqual([
      2, 3, 1,
    ])
  })

  it('filters by state and by a piece of the name, accents and case aside', () => {
    expect(ids(orderCharges(charges, { status: 'paid', player: '' }, DEFAULT_SORT))).toEqual([1])
    expect(ids(orderCharges(charges, { status: 'all', player: 'ALV' }, DEFAULT_SORT))).toEqual([2])
  })

  it('turns a column around on a second tap, and starts another ascending', () => {
    const byAmount = nextSort(DEFAULT_SORT, 'amount')
    expect(byAmount).toEqual({ column: 'amount', descending: false })
    expect(nextSort(byAmount, 'amount')).toEqual({ column: 'amount', descending: true })
  })
})
