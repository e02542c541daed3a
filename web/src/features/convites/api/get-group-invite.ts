import { queryOptions, useQuery } from '@tanstack/react-query'
import { type InviteInfo } from '@bidfut/domain/contracts/profile'
import * as registration from '@bidfut/domain/endpoints/registration'
import { apiCall } from '@/lib/api-client'

/** GET /accounts/invite/{token}: the name of the group an invite link opens. */
export async function getGroupInvite(token: string, signal?: AbortSignal): Promise<InviteInfo> {
  return apiCall(registration.inviteInfo, { params: { token }, auth: false, signal })
}

export function groupInviteQueryOptions(token: string) {
  return queryOptions({
    queryKey: ['accounts', 'invite', token],
    queryFn: ({ signal }) => getGroupInvite(token, signal),
    enabled: token !== '',
    retry: false,
    staleTime: Infinity,
  })
}

export function useGroupInvite(token: string) {
  return useQuery(groupInviteQueryOptions(token))
}
