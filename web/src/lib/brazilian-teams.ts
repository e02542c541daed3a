import { queryOptions, useQuery } from '@tanstack/react-query'
import { brazilianTeamsSchema, type BrazilianTeam } from '@bidfut/domain/contracts/players'
import { apiFetch } from '@/lib/api-client'
import { retryOnlyWhileUnreachable } from '@/lib/query-retry'

/** GET /helpers/get-brazilian-teams. Public pages ask without a token (and may be refused). */
export async function getBrazilianTeams(
  auth: boolean,
  signal?: AbortSignal,
): Promise<BrazilianTeam[]> {
  return (
    (await apiFetch('/helpers/get-brazilian-teams', {
      auth,
      renew: auth,
      schema: brazilianTeamsSchema,
      signal,
    })) ?? []
  )
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
