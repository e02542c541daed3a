import { queryOptions, useQuery } from '@tanstack/react-query'
import { resetLinkCheckSchema, type ResetLinkCheck } from '@bidfut/domain/contracts/profile'
import { ApiError, apiFetch } from '@/lib/api-client'
import { retryOnlyWhileUnreachable } from '@/lib/query-retry'

/** Whether a password reset link still works; asking never uses it up. */
export async function checkResetLink(token: string, signal?: AbortSignal): Promise<ResetLinkCheck> {
  const data = await apiFetch(`/accounts/reset-password/${encodeURIComponent(token)}`, {
    auth: false,
    schema: resetLinkCheckSchema,
    signal,
  })
  if (!data) throw new ApiError(500, 'Resposta inválida do servidor')
  return data
}

export function resetLinkQueryOptions(token: string) {
  return queryOptions({
    queryKey: ['accounts', 'reset-link', token],
    queryFn: ({ signal }) => checkResetLink(token, signal),
    enabled: token !== '',
    retry: retryOnlyWhileUnreachable,
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
  })
}

export function useResetLinkCheck(token: string) {
  return useQuery(resetLinkQueryOptions(token))
}
