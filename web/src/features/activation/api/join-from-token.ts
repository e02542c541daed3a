import { useMutation } from '@tanstack/react-query'
import type { JoinWithAccountInput } from '@bidfut/domain/contracts/memberships'
import { apiFetchBody } from '@/lib/api-client'
import { messageResponseSchema, type MessageResponse } from '@bidfut/domain/contracts/profile'

/**
 * POST /accounts/join-from-token: the activation link opened by someone who already has an
 * account; that account's password proves it and the group's membership joins it.
 */
export async function joinFromToken(request: JoinWithAccountInput): Promise<MessageResponse> {
  return apiFetchBody('/accounts/join-from-token', {
    method: 'POST',
    // Public: a 401 here is a wrong password, never a session to renew.
    auth: false,
    body: request,
    schema: messageResponseSchema,
  })
}

export function useJoinFromToken() {
  return useMutation({ mutationFn: joinFromToken })
}
