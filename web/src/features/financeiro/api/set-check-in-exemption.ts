import { useMutation } from '@tanstack/react-query'
import { toast } from 'sonner'
import * as finance from '@bidfut/domain/endpoints/finance'
import { apiCall } from '@/lib/api-client'
import { errorMessage } from '@/lib/error-message'

type Exemption = { companyPlayerId: number; exempt: boolean }

/** PUT /finance/check-in-exemptions/{companyPlayerId}: 'Quem deve não confirma' lifted or put back (ADR 056). */
export function setCheckInExemption({ companyPlayerId, exempt }: Exemption) {
  return apiCall(finance.setCheckInExemption, { params: { companyPlayerId }, body: { exempt } })
}

export function useSetCheckInExemption() {
  return useMutation({
    mutationFn: setCheckInExemption,
    onSuccess: async (result, _input, _context, { client }) => {
      toast.success(result.exempt ? 'Check-in liberado.' : 'Bloqueio de check-in de volta.')
      await client.invalidateQueries({ queryKey: ['finance'] })
    },
    onError: (error) =>
      toast.error('Erro ao mudar o bloqueio de check-in', { description: errorMessage(error) }),
  })
}
