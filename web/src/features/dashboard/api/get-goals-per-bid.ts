import { queryOptions, useQuery } from '@tanstack/react-query'
import { goalsPerBidSchema, type GoalsPerBidItem } from '@bidfut/domain/contracts/statistics'
import { apiFetch } from '@/lib/api-client'
import { useSession } from '@/lib/session-store'
import { statisticsQueryKey } from '@/lib/statistics-query-key'

export const GOALS_PER_BID_ERROR = 'Erro ao carregar estatísticas de gols por BID'

/** GET /statistics/quantity-of-goals-stats-dashboard: the last finished BIDs, newest first. */
export async function getGoalsPerBid(signal?: AbortSignal): Promise<GoalsPerBidItem[]> {
  const items = await apiFetch('/statistics/quantity-of-goals-stats-dashboard', {
    schema: goalsPerBidSchema,
    signal,
  })
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
