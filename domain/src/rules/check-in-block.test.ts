import { describe, expect, it } from 'vitest'
import {
  blocksCheckIn,
  checkInBlockedMessage,
  checkInBlockedReason,
  daysFrom,
} from './check-in-block.ts'

describe("'Quem deve não confirma'", () => {
  it('counts whole days across months and years', () => {
    expect(daysFrom('2026-11-01', '2026-11-04')).toBe(3)
    expect(daysFrom('2026-12-30', '2027-01-02')).toBe(3)
    expect(daysFrom('2026-11-04', '2026-11-04')).toBe(0)
  })

  it('blocks an unpaid charge overdue by more than the days, never a paid or waived one', () => {
    const due = { dueDate: '2026-11-01' }
    expect(blocksCheckIn({ ...due, status: 'open' }, '2026-11-04', 3)).toBe(false)
    expect(blocksCheckIn({ ...due, status: 'open' }, '2026-11-05', 3)).toBe(true)
    expect(blocksCheckIn({ ...due, status: 'reported' }, '2026-11-05', 3)).toBe(true)
    expect(blocksCheckIn({ ...due, status: 'paid' }, '2026-11-30', 3)).toBe(false)
    expect(blocksCheckIn({ ...due, status: 'waived' }, '2026-11-30', 3)).toBe(false)
    // 0: from the first day overdue, never on the due date itself.
    expect(blocksCheckIn({ ...due, status: 'open' }, '2026-11-01', 0)).toBe(false)
    expect(blocksCheckIn({ ...due, status: 'open' }, '2026-11-02', 0)).toBe(true)
  })

  it('says how much and since when', () => {
    const reason = checkInBlockedReason(3990, 5)
    expect(reason).toBe(
      'Você tem R$ 39,90 em atraso há mais de 5 dias com a pelada. Pague o Pix para confirmar presença.',
    )
    expect(checkInBlockedMessage(reason)).toBe(`Check-in bloqueado: ${reason}`)
    expect(checkInBlockedReason(8000, 1)).toMatch(
      /^Você tem R\$ 80,00 em atraso há mais de 1 dia com/,
    )
    expect(checkInBlockedReason(8000, 0)).toMatch(/R\$ 80,00 em atraso com a pelada/)
  })
})
