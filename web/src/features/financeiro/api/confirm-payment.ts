import type { PaymentMethod } from '@bidfut/domain/contracts/finance'
import * as finance from '@bidfut/domain/endpoints/finance'
import { apiCall } from '@/lib/api-client'
import { useChargeMutation } from './charge-mutation'

export const PAYMENT_CONFIRMED = 'Pagamento confirmado.'

/** 'Recebi (Pix)' or 'Recebi em dinheiro'. */
export function useConfirmPayment() {
  return useChargeMutation<{ id: number; method: PaymentMethod }>({
    request: ({ id, method }) =>
      apiCall(finance.confirmPayment, { params: { id }, body: { method } }),
    success: PAYMENT_CONFIRMED,
    failure: 'Erro ao confirmar pagamento',
  })
}
