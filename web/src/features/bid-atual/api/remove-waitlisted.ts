import { statusChangeResultSchema, type StatusChangeResult } from '@bidfut/domain/contracts/bids'
import { apiFetchBody } from '@/lib/api-client'
import { useWaitlistMutation, type WaitlistEntry } from './waitlist-mutation'

/** DELETE /bids/remove-waitlisted/{bidDayId}/{companyPlayerId}: out of the line, back to Pendente. */
export async function removeWaitlisted({
  bidDayId,
  companyPlayerId,
}: WaitlistEntry): Promise<StatusChangeResult> {
  return apiFetchBody(`/bids/remove-waitlisted/${bidDayId}/${companyPlayerId}`, {
    method: 'DELETE',
    schema: statusChangeResultSchema,
  })
}

export function useRemoveWaitlisted() {
  return useWaitlistMutation(removeWaitlisted, 'Erro ao remover da lista de espera')
}
