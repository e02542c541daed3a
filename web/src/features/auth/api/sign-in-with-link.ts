import { useMutation } from '@tanstack/react-query'
import type { LoginAnswer } from '@bidfut/domain/contracts/accounts'
import * as signInLink from '@bidfut/domain/endpoints/sign-in-link'
import { apiCall } from '@/lib/api-client'
import { adoptLoginAnswer } from '@/lib/session-store'

/**
 * POST /accounts/sign-in-link/use: the tap on 'Entrar'; the link works once. A person in no group
 * gets the account-only session (ADR 042).
 */
export async function signInWithLink(token: string): Promise<LoginAnswer> {
  return apiCall(signInLink.useSignInLink, { body: { token }, auth: false })
}

export function useSignInWithLink() {
  return useMutation({
    mutationFn: async (token: string) => {
      const response = await signInWithLink(token)
      adoptLoginAnswer(response)
      return response
    },
  })
}
