import { useMutation } from '@tanstack/react-query'
import {
  joinOutcomeSchema,
  type ClaimSession,
  type JoinOutcome,
} from '@bidfut/domain/contracts/joining'
import { apiFetchBody } from '@/lib/api-client'

/** POST /accounts/join/claims/session: the tap that enters once the claim is decided. */
export async function enterWithClaim(request: ClaimSession): Promise<JoinOutcome> {
  return apiFetchBody('/accounts/join/claims/session', {
    method: 'POST',
    body: request,
    auth: false,
    schema: joinOutcomeSchema,
  })
}

export function useEnterWithClaim() {
  return useMutation({ mutationFn: enterWithClaim })
}
