import { queryOptions, useQuery } from '@tanstack/react-query'
import { type InviteDirectory } from '@bidfut/domain/contracts/joining'
import * as joining from '@bidfut/domain/endpoints/joining'
import { apiCall } from '@/lib/api-client'
import { ApiError } from '@/lib/api-error'
import { retryOnlyWhileUnreachable } from '@/lib/query-retry'

/** GET /accounts/invite/{token}: /registro?convite= shows the group's name. */
export async function getInviteInfo(token: string, signal?: AbortSignal): Promise<InviteDirectory> {
  const info = await apiCall(joining.inviteDirectory, { params: { token }, auth: false, signal })
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
