import { queryOptions, useQuery } from '@tanstack/react-query'
import { type TopScorer } from '@bidfut/domain/contracts/statistics'
import * as statistics from '@bidfut/domain/endpoints/statistics'
import { apiCall } from '@/lib/api-client'
import { useSession } from '@/lib/session-store'
import { statisticsQueryKey } from '@/lib/statistics-query-key'

export const TOP_SCORERS_ERROR = 'Erro ao carregar top 5 artilheiros'

/** GET /statistics/top-five-scorers-dashboard: the season's top 5; empty (204) when nobody scored. */
export async function getTopFiveScorers(signal?: AbortSignal): Promise<TopScorer[]> {
  const scorers = await apiCall(statistics.topFiveScorers, { signal })
  return scorers ?? []
}

export const topFiveScorersKey = (companyPlayerId: number | undefined) =>
  [...statisticsQueryKey, 'top-five-scorers', companyPlayerId] as const

export function topFiveScorersQueryOptions(companyPlayerId: number | undefined) {
  return queryOptions({
    queryKey: topFiveScorersKey(companyPlayerId),
    queryFn: ({ signal }) => getTopFiveScorers(signal),
    enabled: companyPlayerId !== undefined,
  })
}

export function useTopFiveScorers() {
  const session = useSession()
  return useQuery(topFiveScorersQueryOptions(session?.companyPlayerId))
}
