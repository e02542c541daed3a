import { describe, expect, it } from 'vitest'
import { chargeBalance, partialPaymentNote } from './charge-balance.ts'

describe('a charge paid in part', () => {
  it('owes what its payments have not reached; paid and waived owe nothing', () => {
    const charge = { amountCents: 3990, paidCents: 2000 }
    expect(chargeBalance({ ...charge, status: 'open' })).toEqual({
      paidCents: 2000,
      leftCents: 1990,
    })
    expect(chargeBalance({ ...charge, status: 'paid' })).toEqual({ paidCents: 3990, leftCents: 0 })
    expect(chargeBalance({ ...charge, status: 'waived' })).toEqual({
      paidCents: 2000,
      leftCents: 0,
    })
  })

  it("says 'Pago R$ 20,00 — faltam R$ 19,90' only while part is paid and part owed", () => {
    expect(partialPaymentNote({ status: 'open', amountCents: 3990, paidCents: 2000 })).toBe(
      'Pago R$ 20,00 — faltam R$ 19,90',
    )
    expect(partialPaymentNote({ status: 'open', amountCents: 3990, paidCents: 0 })).toBeNull()
    expect(partialPaymentNote({ status: 'paid', amountCents: 3990, paidCents: 2000 })).toBeNull()
  })
})
