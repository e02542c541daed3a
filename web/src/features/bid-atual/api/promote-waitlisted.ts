import { statusChangeResultSchema, type StatusChangeResult } from '@bidfut/domain/contracts/bids'
import { apiFetchBody } from '@/lib/api-client'
import { useWaitlistMutation, type WaitlistEntry } from './waitlist-mutation'

/** POST /bids/promote-waitlisted/{bidDayId}/{companyPlayerId}: confirmed, or first in line. */
export async function promoteWaitlisted({
  bidDayId,
  companyPlayerId,
}: WaitlistEntry): Promise<StatusChangeResult> {
  return apiFetchBody(`/bids/promote-waitlisted/${bidDayId}/${companyPlayerId}`, {
    method: 'POST',
    schema: statusChangeResultSchema,
  })
}

export function usePromoteWaitlisted() {
  return useWaitlistMutation(promoteWaitlisted, 'Erro ao promover jogador')
}
