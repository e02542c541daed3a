import * as finance from '@bidfut/domain/endpoints/finance'
import { apiCall } from '@/lib/api-client'
import { useChargeMutation } from './charge-mutation'

/** A new amount before the charge is paid. */
export function useChangeChargeAmount() {
  return useChargeMutation<{ id: number; amountCents: number }>({
    request: ({ id, amountCents }) =>
      apiCall(finance.changeChargeAmount, { params: { id }, body: { amountCents } }),
    success: 'Valor alterado.',
    failure: 'Erro ao alterar valor',
  })
}
