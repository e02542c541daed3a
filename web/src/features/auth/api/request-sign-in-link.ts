import { useMutation } from '@tanstack/react-query'
import { messageResponseSchema, type MessageResponse } from '@bidfut/domain/contracts/profile'
import { apiFetchBody } from '@/lib/api-client'

/** POST /accounts/sign-in-link: the same answer for every address (ADR 026). */
export async function requestSignInLink(email: string): Promise<MessageResponse> {
  return apiFetchBody('/accounts/sign-in-link', {
    method: 'POST',
    body: { email },
    auth: false,
    schema: messageResponseSchema,
  })
}

export function useRequestSignInLink() {
  return useMutation({ mutationFn: requestSignInLink })
}
