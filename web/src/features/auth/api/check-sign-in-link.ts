import { queryOptions, useQuery } from '@tanstack/react-query'
import { signInLinkCheckSchema, type SignInLinkCheck } from '@bidfut/domain/contracts/sign-in'
import { apiFetchBody } from '@/lib/api-client'

/** GET /accounts/sign-in-link/{token}: whether the link still signs in, without using it. */
export async function checkSignInLink(
  token: string,
  signal?: AbortSignal,
): Promise<SignInLinkCheck> {
  return apiFetchBody(`/accounts/sign-in-link/${encodeURIComponent(token)}`, {
    auth: false,
    schema: signInLinkCheckSchema,
    signal,
  })
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
