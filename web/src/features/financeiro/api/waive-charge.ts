import * as finance from '@bidfut/domain/endpoints/finance'
import { apiCall } from '@/lib/api-client'
import { useChargeMutation } from './charge-mutation'

/** 'Isentar', with the reason. */
export function useWaiveCharge() {
  return useChargeMutation<{ id: number; reason: string }>({
    request: ({ id, reason }) => apiCall(finance.waiveCharge, { params: { id }, body: { reason } }),
    success: 'Cobrança isenta.',
    failure: 'Erro ao isentar cobrança',
  })
}
