import { queryOptions, useQuery } from '@tanstack/react-query'
import { inviteInfoSchema, type InviteInfo } from '@bidfut/domain/contracts/profile'
import { ApiError, apiFetch } from '@/lib/api-client'
import { retryOnlyWhileUnreachable } from '@/lib/query-retry'

export async function getInviteInfo(token: string, signal?: AbortSignal): Promise<InviteInfo> {
  const info = await apiFetch(`/accounts/invite/${encodeURIComponent(token)}`, {
    auth: false,
    schema: inviteInfoSchema,
    signal,
  })
  if (!info?.groupName) throw new ApiError(404, 'Convite inválido ou expirado.')
  return info
}

export function inviteInfoQueryOptions(token: string) {
  return queryOptions({
    queryKey: ['accounts', 'invite', token],
    queryFn: ({ signal }) => getInviteInfo(token, signal),
    enabled: token !== '',
    retry: retryOnlyWhileUnreachable,
    staleTime: Infinity,
  })
}

export function useInviteInfo(token: string) {
  return useQuery(inviteInfoQueryOptions(token))
}
