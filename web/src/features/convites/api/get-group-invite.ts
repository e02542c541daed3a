import { queryOptions, useQuery } from '@tanstack/react-query'
import { inviteInfoSchema, type InviteInfo } from '@bidfut/domain/contracts/profile'
import { apiFetchBody } from '@/lib/api-client'

/** GET /accounts/invite/{token}: the name of the group an invite link opens. */
export async function getGroupInvite(token: string, signal?: AbortSignal): Promise<InviteInfo> {
  return apiFetchBody(`/accounts/invite/${encodeURIComponent(token)}`, {
    auth: false,
    schema: inviteInfoSchema,
    signal,
  })
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
