import { queryOptions, useQuery } from '@tanstack/react-query'
import { type MyGroup } from '@bidfut/domain/contracts/memberships'
import * as accounts from '@bidfut/domain/endpoints/accounts'
import { accountQueryKeys } from '@/lib/account-query-keys'
import { apiCall } from '@/lib/api-client'
import { useSession } from '@/lib/session-store'

/** GET /accounts/my-groups: the groups the signed-in person belongs to, the current one marked. */
export async function getMyGroups(signal?: AbortSignal): Promise<MyGroup[]> {
  const response = await apiCall(accounts.myGroups, { signal })
  return response?.groups ?? []
}

export function myGroupsQueryOptions(companyPlayerId: number | undefined) {
  return queryOptions({
    queryKey: [...accountQueryKeys.myGroups, companyPlayerId],
    queryFn: ({ signal }) => getMyGroups(signal),
    enabled: companyPlayerId !== undefined,
    // Groups change only when the person accepts an invitation, which refreshes this.
    staleTime: 5 * 60_000,
  })
}

export function useMyGroups() {
  const session = useSession()
  return useQuery(myGroupsQueryOptions(session?.companyPlayerId))
}
