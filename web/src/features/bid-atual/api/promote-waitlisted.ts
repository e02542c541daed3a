import { statusChangeResultSchema, type StatusChangeResult } from '@bidfut/domain/contracts/bids'
import { ApiError, apiFetch } from '@/lib/api-client'
import { useWaitlistMutation, type WaitlistEntry } from './waitlist-mutation'

/** POST /bids/promote-waitlisted/{bidDayId}/{companyPlayerId}: confirmed, or first in line. */
export async function promoteWaitlisted({
  bidDayId,
  companyPlayerId,
}: WaitlistEntry): Promise<StatusChangeResult> {
  const result = await apiFetch(`/bids/promote-waitlisted/${bidDayId}/${companyPlayerId}`, {
    method: 'POST',
    schema: statusChangeResultSchema,
  })
  if (!result) throw new ApiError(204, 'Resposta inválida do servidor')
  return result
}

export function usePromoteWaitlisted() {
  return useWaitlistMutation(promoteWaitlisted, 'Erro ao promover jogador')
}
