import { queryOptions, useQuery } from '@tanstack/react-query'
import { type StrikersRanking } from '@bidfut/domain/contracts/statistics'
import * as statistics from '@bidfut/domain/endpoints/statistics'
import { apiCall } from '@/lib/api-client'
import { useSession } from '@/lib/session-store'
import { statisticsQueryKey } from '@/lib/statistics-query-key'

export const RANKING_ERROR = 'Erro ao carregar ranking de artilheiros'

/** GET /statistics/ranking-strikers: the season's and the current month's scorers; null on 204. */
export function getStrikersRanking(signal?: AbortSignal): Promise<StrikersRanking | null> {
  return apiCall(statistics.strikersRanking, { signal })
}

export const strikersRankingKey = (companyPlayerId: number | undefined) =>
  [...statisticsQueryKey, 'ranking-strikers', companyPlayerId] as const

export function strikersRankingQueryOptions(companyPlayerId: number | undefined) {
  return queryOptions({
    queryKey: strikersRankingKey(companyPlayerId),
    queryFn: ({ signal }) => getStrikersRanking(signal),
    enabled: companyPlayerId !== undefined,
  })
}

export function useStrikersRanking() {
  const session = useSession()
  return useQuery(strikersRankingQueryOptions(session?.companyPlayerId))
}
