import { useChargeMutation } from './charge-mutation'

/** PUT /finance/charges/:id/amount: a new amount before the charge is paid. */
export function useChangeChargeAmount() {
  return useChargeMutation<{ id: number; amountCents: number }>({
    request: ({ id, amountCents }) => ({
      path: `/finance/charges/${id}/amount`,
      method: 'PUT',
      body: { amountCents },
    }),
    success: 'Valor alterado.',
    failure: 'Erro ao alterar valor',
  })
}
