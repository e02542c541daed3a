import { useMutation } from '@tanstack/react-query'
import type { EmailJoin } from '@bidfut/domain/contracts/joining'
import { messageResponseSchema, type MessageResponse } from '@bidfut/domain/contracts/profile'
import { apiFetchBody } from '@/lib/api-client'

/** POST /accounts/join/email: the short join by email; the emailed link's tap makes the account. */
export async function joinByEmail(request: EmailJoin): Promise<MessageResponse> {
  return apiFetchBody('/accounts/join/email', {
    method: 'POST',
    body: request,
    auth: false,
    schema: messageResponseSchema,
  })
}

export function useJoinByEmail() {
  return useMutation({ mutationFn: joinByEmail })
}
