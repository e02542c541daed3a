import { queryOptions, useQuery } from '@tanstack/react-query'
import { type ActiveBidStats } from '@bidfut/domain/contracts/statistics'
import * as statistics from '@bidfut/domain/endpoints/statistics'
import { apiCall } from '@/lib/api-client'
import { useSession } from '@/lib/session-store'

export const ACTIVE_BID_ERROR = 'Erro ao carregar estatísticas do BID ativo'

/** GET /statistics/active-bid-dashboard: the open BID's players and stats; null (204) when none. */
export function getActiveBidStats(signal?: AbortSignal): Promise<ActiveBidStats | null> {
  return apiCall(statistics.activeBidStats, { signal })
}

// Under 'bids', not the statistics root: this is the open BID, so every change to it (create,
// cancel, finish, check-in, live edits) already invalidates ['bids'] and refreshes the panel.
export const activeBidStatsKey = (companyPlayerId: number | undefined) =>
  ['bids', 'active-bid-dashboard', companyPlayerId] as const

export function activeBidStatsQueryOptions(companyPlayerId: number | undefined) {
  return queryOptions({
    queryKey: activeBidStatsKey(companyPlayerId),
    queryFn: ({ signal }) => getActiveBidStats(signal),
    enabled: companyPlayerId !== undefined,
  })
}

export function useActiveBidStats() {
  const session = useSession()
  return useQuery(activeBidStatsQueryOptions(session?.companyPlayerId))
}
