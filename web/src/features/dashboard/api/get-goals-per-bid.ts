import { queryOptions, useQuery } from '@tanstack/react-query'
import { type GoalsPerBidItem } from '@bidfut/domain/contracts/statistics'
import * as statistics from '@bidfut/domain/endpoints/statistics'
import { apiCall } from '@/lib/api-client'
import { useSession } from '@/lib/session-store'
import { statisticsQueryKey } from '@/lib/statistics-query-key'

export const GOALS_PER_BID_ERROR = 'Erro ao carregar estatísticas de gols por BID'

/** GET /statistics/quantity-of-goals-stats-dashboard: the last finished BIDs, newest first. */
export async function getGoalsPerBid(signal?: AbortSignal): Promise<GoalsPerBidItem[]> {
  const items = await apiCall(statistics.goalsPerBid, { signal })
  // 204: no BID finished yet.
  return items ?? []
}

export const goalsPerBidKey = (companyPlayerId: number | undefined) =>
  [...statisticsQueryKey, 'goals-per-bid', companyPlayerId] as const

export function goalsPerBidQueryOptions(companyPlayerId: number | undefined) {
  return queryOptions({
    queryKey: goalsPerBidKey(companyPlayerId),
    queryFn: ({ signal }) => getGoalsPerBid(signal),
    enabled: companyPlayerId !== undefined,
  })
}

export function useGoalsPerBid() {
  const session = useSession()
  return useQuery(goalsPerBidQueryOptions(session?.companyPlayerId))
}
