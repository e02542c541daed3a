import { useChargeMutation } from './charge-mutation'

/** POST /finance/charges/:id/waive ('Isentar'), with the reason. */
export function useWaiveCharge() {
  return useChargeMutation<{ id: number; reason: string }>({
    request: ({ id, reason }) => ({
      path: `/finance/charges/${id}/waive`,
      method: 'POST',
      body: { reason },
    }),
    success: 'Cobrança isenta.',
    failure: 'Erro ao isentar cobrança',
  })
}
