import { useMutation } from '@tanstack/react-query'
import type { ClaimSession, JoinOutcome } from '@bidfut/domain/contracts/joining'
import * as joining from '@bidfut/domain/endpoints/joining'
import { apiCall } from '@/lib/api-client'

/** POST /accounts/join/claims/session: the tap that enters once the claim is decided. */
export async function enterWithClaim(request: ClaimSession): Promise<JoinOutcome> {
  return apiCall(joining.claimSession, { body: request, auth: false })
}

export function useEnterWithClaim() {
  return useMutation({ mutationFn: enterWithClaim })
}
