import { useMutation } from '@tanstack/react-query'
import type { MessageResponse } from '@bidfut/domain/contracts/profile'
import * as signInLink from '@bidfut/domain/endpoints/sign-in-link'
import { apiCall } from '@/lib/api-client'

/** POST /accounts/sign-in-link: the same answer for every address (ADR 026). */
export async function requestSignInLink(email: string): Promise<MessageResponse> {
  return apiCall(signInLink.requestSignInLink, { body: { email }, auth: false })
}

export function useRequestSignInLink() {
  return useMutation({ mutationFn: requestSignInLink })
}
