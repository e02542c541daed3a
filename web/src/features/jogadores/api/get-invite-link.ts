import { queryOptions, useQuery } from '@tanstack/react-query'
import { type InviteLinkResponse } from '@bidfut/domain/contracts/players'
import * as players from '@bidfut/domain/endpoints/players'
import { apiCall } from '@/lib/api-client'
import { useSession } from '@/lib/session-store'

export async function getInviteLink(signal?: AbortSignal): Promise<InviteLinkResponse> {
  return apiCall(players.inviteLink, { signal })
}

export const inviteLinkKey = (companyId: number | undefined) =>
  ['company-players', 'invite-link', companyId] as const

export function inviteLinkQueryOptions(companyId: number | undefined) {
  return queryOptions({
    queryKey: inviteLinkKey(companyId),
    queryFn: ({ signal }) => getInviteLink(signal),
    enabled: companyId !== undefined,
    staleTime: Infinity,
  })
}

export function useInviteLink() {
  const session = useSession()
  return useQuery(inviteLinkQueryOptions(session?.companyId))
}
