import type { PaymentMethod } from '@bidfut/domain/contracts/finance'
import { useChargeMutation } from './charge-mutation'

export const PAYMENT_CONFIRMED = 'Pagamento confirmado.'

/** POST /finance/charges/:id/confirm: 'Recebi (Pix)' or 'Recebi em dinheiro'. */
export function useConfirmPayment() {
  return useChargeMutation<{ id: number; method: PaymentMethod }>({
    request: ({ id, method }) => ({
      path: `/finance/charges/${id}/confirm`,
      method: 'POST',
      body: { method },
    }),
    success: PAYMENT_CONFIRMED,
    failure: 'Erro ao confirmar pagamento',
  })
}
