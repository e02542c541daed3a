import { useMutation } from '@tanstack/react-query'
import { toast } from 'sonner'
import { type Charge } from '@bidfut/domain/contracts/finance'
import * as finance from '@bidfut/domain/endpoints/finance'
import { apiCall } from '@/lib/api-client'
import { errorMessage } from '@/lib/error-message'
import { myChargesKey } from '@/lib/my-charges'
import { useSession } from '@/lib/session-store'

export const PAYMENT_REPORTED = 'Pagamento informado. A organização vai confirmar.'

/** POST /finance/my-charges/:id/paid ('Já paguei'). */
export async function reportPayment(chargeId: number): Promise<Charge> {
  return apiCall(finance.reportPayment, { params: { id: chargeId } })
}

export function useReportPayment() {
  const companyPlayerId = useSession()?.companyPlayerId
  return useMutation({
    mutationFn: reportPayment,
    onSuccess: async (_charge, _id, _context, { client }) => {
      toast.success(PAYMENT_REPORTED)
      await client.invalidateQueries({ queryKey: myChargesKey(companyPlayerId) })
    },
    onError: (error) =>
      toast.error('Erro ao informar pagamento', { description: errorMessage(error) }),
  })
}
