import type { PaymentMethod } from '@bidfut/domain/contracts/finance'
import * as finance from '@bidfut/domain/endpoints/finance'
import { apiCall } from '@/lib/api-client'
import { useChargeMutation } from './charge-mutation'

export const PAYMENT_CONFIRMED = 'Pagamento confirmado.'

export const PART_RECORDED = 'Pagamento parcial registrado.'

/** 'Confirmar Pix' or 'Dinheiro': all that is owed, or the part received (ADR 056). */
export function useConfirmPayment() {
  return useChargeMutation<{ id: number; method: PaymentMethod; amountCents?: number }>({
    request: ({ id, method, amountCents }) =>
      apiCall(finance.confirmPayment, { params: { id }, body: { method, amountCents } }),
    success: (charge) => (charge.status === 'paid' ? PAYMENT_CONFIRMED : PART_RECORDED),
    failure: 'Erro ao confirmar pagamento',
  })
}
