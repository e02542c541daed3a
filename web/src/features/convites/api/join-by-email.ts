import { useMutation } from '@tanstack/react-query'
import type { EmailJoin } from '@bidfut/domain/contracts/joining'
import type { MessageResponse } from '@bidfut/domain/contracts/profile'
import * as joining from '@bidfut/domain/endpoints/joining'
import { apiCall } from '@/lib/api-client'

/** POST /accounts/join/email: the short join by email; the emailed link's tap makes the account. */
export async function joinByEmail(request: EmailJoin): Promise<MessageResponse> {
  return apiCall(joining.joinByEmail, { body: request, auth: false })
}

export function useJoinByEmail() {
  return useMutation({ mutationFn: joinByEmail })
}
