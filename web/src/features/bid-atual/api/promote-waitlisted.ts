import { type StatusChangeResult } from '@bidfut/domain/contracts/bids'
import * as bids from '@bidfut/domain/endpoints/bids'
import { apiCall } from '@/lib/api-client'
import { useWaitlistMutation, type WaitlistEntry } from './waitlist-mutation'

/** Promoting someone; `useHeldPlace` is the organiser's yes to a place the window holds. */
export type Promotion = WaitlistEntry & { useHeldPlace?: boolean }

/** POST /bids/promote-waitlisted/{bidDayId}/{companyPlayerId}: confirmed, or first in line. */
export async function promoteWaitlisted({
  bidDayId,
  companyPlayerId,
  useHeldPlace = false,
}: Promotion): Promise<StatusChangeResult> {
  return apiCall(bids.promoteWaitlisted, {
    params: { bidDayId, companyPlayerId },
    body: { useHeldPlace },
  })
}

export function usePromoteWaitlisted() {
  return useWaitlistMutation(promoteWaitlisted, 'Erro ao promover jogador')
}
