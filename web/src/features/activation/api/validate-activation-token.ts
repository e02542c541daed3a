import { queryOptions, useQuery } from '@tanstack/react-query'
import { type ActivationData } from '@bidfut/domain/contracts/profile'
import * as activation from '@bidfut/domain/endpoints/activation'
import { apiCall } from '@/lib/api-client'
import { ApiError } from '@/lib/api-error'
import { retryOnlyWhileUnreachable } from '@/lib/query-retry'

export async function validateActivationToken(
  token: string,
  signal?: AbortSignal,
): Promise<ActivationData> {
  const data = await apiCall(activation.validateActivationToken, {
    params: { token },
    auth: false,
    signal,
  })
  if (!data) throw new ApiError(400, 'Token inválido')
  return data
}

export function activationTokenQueryOptions(token: string) {
  return queryOptions({
    queryKey: ['accounts', 'activation-token', token],
    queryFn: ({ signal }) => validateActivationToken(token, signal),
    enabled: token !== '',
    retry: retryOnlyWhileUnreachable,
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
  })
}

export function useActivationToken(token: string) {
  return useQuery(activationTokenQueryOptions(token))
}
