import { type StatusChangeResult } from '@bidfut/domain/contracts/bids'
import * as bids from '@bidfut/domain/endpoints/bids'
import { apiCall } from '@/lib/api-client'
import { useWaitlistMutation, type WaitlistEntry } from './waitlist-mutation'

/** POST /bids/promote-waitlisted/{bidDayId}/{companyPlayerId}: confirmed, or first in line. */
export async function promoteWaitlisted({
  bidDayId,
  companyPlayerId,
}: WaitlistEntry): Promise<StatusChangeResult> {
  return apiCall(bids.promoteWaitlisted, { params: { bidDayId, companyPlayerId } })
}

export function usePromoteWaitlisted() {
  return useWaitlistMutation(promoteWaitlisted, 'Erro ao promover jogador')
}
