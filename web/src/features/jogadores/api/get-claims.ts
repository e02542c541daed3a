import { queryOptions, useQuery } from '@tanstack/react-query'
import type { GroupClaim } from '@bidfut/domain/contracts/joining'
import * as groupClaims from '@bidfut/domain/endpoints/group-claims'
import { apiCall } from '@/lib/api-client'
import { useSession } from '@/lib/session-store'

/** GET /company-players/claims: who says they are a player of the list, and recent entries. */
export async function getClaims(signal?: AbortSignal): Promise<GroupClaim[]> {
  return (await apiCall(groupClaims.groupClaims, { signal })).claims
}

export const claimsKey = (companyId: number | undefined) =>
  ['company-players', 'claims', companyId] as const

export function claimsQueryOptions(companyId: number | undefined) {
  return queryOptions({
    queryKey: claimsKey(companyId),
    queryFn: ({ signal }) => getClaims(signal),
    enabled: companyId !== undefined,
  })
}

export function useClaims() {
  return useQuery(claimsQueryOptions(useSession()?.companyId))
}
