import { type StatusChangeResult } from '@bidfut/domain/contracts/bids'
import * as bids from '@bidfut/domain/endpoints/bids'
import { apiCall } from '@/lib/api-client'
import { useWaitlistMutation, type WaitlistEntry } from './waitlist-mutation'

/** DELETE /bids/remove-waitlisted/{bidDayId}/{companyPlayerId}: out of the line, back to Pendente. */
export async function removeWaitlisted({
  bidDayId,
  companyPlayerId,
}: WaitlistEntry): Promise<StatusChangeResult> {
  return apiCall(bids.removeWaitlisted, { params: { bidDayId, companyPlayerId } })
}

export function useRemoveWaitlisted() {
  return useWaitlistMutation(removeWaitlisted, 'Erro ao remover da lista de espera')
}
