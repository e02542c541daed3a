import { queryOptions, useQuery } from '@tanstack/react-query'
import { type BrazilianTeam } from '@bidfut/domain/contracts/players'
import * as helpers from '@bidfut/domain/endpoints/helpers'
import { apiCall } from '@/lib/api-client'
import { retryOnlyWhileUnreachable } from '@/lib/query-retry'

/** GET /helpers/get-brazilian-teams. Public pages ask without a token (and may be refused). */
export async function getBrazilianTeams(
  auth: boolean,
  signal?: AbortSignal,
): Promise<BrazilianTeam[]> {
  return (await apiCall(helpers.brazilianTeams, { auth, renew: auth, signal })) ?? []
}

export function brazilianTeamsQueryOptions(auth = true) {
  return queryOptions({
    queryKey: ['helpers', 'brazilian-teams', auth],
    queryFn: ({ signal }) => getBrazilianTeams(auth, signal),
    // The list changes once a season.
    staleTime: 24 * 60 * 60 * 1000,
    retry: retryOnlyWhileUnreachable,
  })
}

export function useBrazilianTeams(auth = true) {
  return useQuery(brazilianTeamsQueryOptions(auth))
}
