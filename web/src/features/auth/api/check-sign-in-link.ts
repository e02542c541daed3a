import { queryOptions, useQuery } from '@tanstack/react-query'
import type { SignInLinkCheck } from '@bidfut/domain/contracts/sign-in'
import * as signInLink from '@bidfut/domain/endpoints/sign-in-link'
import { apiCall } from '@/lib/api-client'

/** GET /accounts/sign-in-link/{token}: whether the link still signs in, without using it. */
export async function checkSignInLink(
  token: string,
  signal?: AbortSignal,
): Promise<SignInLinkCheck> {
  return apiCall(signInLink.checkSignInLink, { params: { token }, auth: false, signal })
}

export function useSignInLinkCheck(token: string) {
  return useQuery(
    queryOptions({
      queryKey: ['accounts', 'sign-in-link', token],
      queryFn: ({ signal }) => checkSignInLink(token, signal),
      enabled: token !== '',
      retry: false,
      staleTime: Infinity,
    }),
  )
}
