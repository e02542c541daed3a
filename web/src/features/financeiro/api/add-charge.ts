import type { NewCharge } from '@bidfut/domain/contracts/finance'
import * as finance from '@bidfut/domain/endpoints/finance'
import { apiCall } from '@/lib/api-client'
import { useChargeMutation } from './charge-mutation'

/** 'Nova cobrança': a one-off charge for one member. */
export function useAddCharge() {
  return useChargeMutation<NewCharge>({
    request: (charge) => apiCall(finance.addCharge, { body: charge }),
    success: 'Cobrança criada.',
    failure: 'Erro ao criar cobrança',
  })
}
