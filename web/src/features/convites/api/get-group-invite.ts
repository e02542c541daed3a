import { queryOptions, useQuery } from '@tanstack/react-query'
import { type InviteDirectory } from '@bidfut/domain/contracts/joining'
import * as joining from '@bidfut/domain/endpoints/joining'
import { apiCall } from '@/lib/api-client'

/** GET /accounts/invite/{token}: the group an invite link opens and its players not yet joined. */
export async function getGroupInvite(
  token: string,
  signal?: AbortSignal,
): Promise<InviteDirectory> {
  return apiCall(joining.inviteDirectory, { params: { token }, auth: false, signal })
}

export function groupInviteQueryOptions(token: string) {
  return queryOptions({
    queryKey: ['accounts', 'invite', token],
    queryFn: ({ signal }) => getGroupInvite(token, signal),
    enabled: token !== '',
    retry: false,
    // 'Aguardando' changes as others claim; a few seconds old is fine.
    staleTime: 10_000,
  })
}

export function useGroupInvite(token: string) {
  return useQuery(groupInviteQueryOptions(token))
}
