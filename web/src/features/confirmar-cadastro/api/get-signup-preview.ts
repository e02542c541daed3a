import { queryOptions, useQuery } from '@tanstack/react-query'
import { type SignupPreview } from '@bidfut/domain/contracts/signup'
import * as registration from '@bidfut/domain/endpoints/registration'
import { apiCall } from '@/lib/api-client'

/** GET /accounts/signup/{token}: what 'Confirmar cadastro' will create. Reading changes nothing. */
export async function getSignupPreview(
  token: string,
  signal?: AbortSignal,
): Promise<SignupPreview> {
  return apiCall(registration.signupPreview, { params: { token }, auth: false, signal })
}

export function signupPreviewQueryOptions(token: string) {
  return queryOptions({
    queryKey: ['accounts', 'signup', token],
    queryFn: ({ signal }) => getSignupPreview(token, signal),
    enabled: token !== '',
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
  })
}

export function useSignupPreview(token: string) {
  return useQuery(signupPreviewQueryOptions(token))
}
