import { queryOptions, useQuery } from '@tanstack/react-query'
import { type InviteInfo } from '@bidfut/domain/contracts/profile'
import * as registration from '@bidfut/domain/endpoints/registration'
import { apiCall } from '@/lib/api-client'
import { ApiError } from '@/lib/api-error'
import { retryOnlyWhileUnreachable } from '@/lib/query-retry'

export async function getInviteInfo(token: string, signal?: AbortSignal): Promise<InviteInfo> {
  const info = await apiCall(registration.inviteInfo, { params: { token }, auth: false, signal })
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
