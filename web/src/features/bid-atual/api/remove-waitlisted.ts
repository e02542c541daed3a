import { statusChangeResultSchema, type StatusChangeResult } from '@bidfut/domain/contracts/bids'
import { ApiError, apiFetch } from '@/lib/api-client'
import { useWaitlistMutation, type WaitlistEntry } from './waitlist-mutation'

/** DELETE /bids/remove-waitlisted/{bidDayId}/{companyPlayerId}: out of the line, back to Pendente. */
export async function removeWaitlisted({
  bidDayId,
  companyPlayerId,
}: WaitlistEntry): Promise<StatusChangeResult> {
  const result = await apiFetch(`/bids/remove-waitlisted/${bidDayId}/${companyPlayerId}`, {
    method: 'DELETE',
    schema: statusChangeResultSchema,
  })
  if (!result) throw new ApiError(204, 'Resposta inválida do servidor')
  return result
}

export function useRemoveWaitlisted() {
  return useWaitlistMutation(removeWaitlisted, 'Erro ao remover da lista de espera')
}
