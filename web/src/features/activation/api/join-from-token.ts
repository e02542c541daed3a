import { useMutation } from '@tanstack/react-query'
import type { JoinWithAccountInput } from '@bidfut/domain/contracts/memberships'
import type { MessageResponse } from '@bidfut/domain/contracts/profile'
import * as activation from '@bidfut/domain/endpoints/activation'
import { apiCall } from '@/lib/api-client'

/**
 * POST /accounts/join-from-token: the activation link opened by someone who already has an
 * account; that account's password proves it and the group's membership joins it.
 */
export async function joinFromToken(request: JoinWithAccountInput): Promise<MessageResponse> {
  // Public: a 401 here is a wrong password, never a session to renew.
  return apiCall(activation.joinFromToken, { auth: false, body: request })
}

export function useJoinFromToken() {
  return useMutation({ mutationFn: joinFromToken })
}
