import { queryOptions, useQuery } from '@tanstack/react-query'
import { type ResetLinkCheck } from '@bidfut/domain/contracts/profile'
import * as passwordReset from '@bidfut/domain/endpoints/password-reset'
import { apiCall } from '@/lib/api-client'
import { ApiError } from '@/lib/api-error'
import { retryOnlyWhileUnreachable } from '@/lib/query-retry'

/** Whether a password reset link still works; asking never uses it up. */
export async function checkResetLink(token: string, signal?: AbortSignal): Promise<ResetLinkCheck> {
  const data = await apiCall(passwordReset.checkResetLink, {
    params: { token },
    auth: false,
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
