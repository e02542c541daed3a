import { queryOptions, useQuery } from '@tanstack/react-query'
import { signupPreviewSchema, type SignupPreview } from '@bidfut/domain/contracts/signup'
import { apiFetchBody } from '@/lib/api-client'

/** GET /accounts/signup/{token}: what 'Confirmar cadastro' will create. Reading changes nothing. */
export async function getSignupPreview(
  token: string,
  signal?: AbortSignal,
): Promise<SignupPreview> {
  return apiFetchBody(`/accounts/signup/${encodeURIComponent(token)}`, {
    auth: false,
    schema: signupPreviewSchema,
    signal,
  })
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
