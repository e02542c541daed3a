import type { NewCharge } from '@bidfut/domain/contracts/finance'
import { useChargeMutation } from './charge-mutation'

/** POST /finance/charges ('Nova cobrança'): a one-off charge for one member. */
export function useAddCharge() {
  return useChargeMutation<NewCharge>({
    request: (charge) => ({ path: '/finance/charges', method: 'POST', body: charge }),
    success: 'Cobrança criada.',
    failure: 'Erro ao criar cobrança',
  })
}
