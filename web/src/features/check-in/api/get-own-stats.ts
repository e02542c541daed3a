import { queryOptions, useQuery } from '@tanstack/react-query'
import { type OwnBidStats } from '@bidfut/domain/contracts/bids'
import * as bids from '@bidfut/domain/endpoints/bids'
import { apiCall } from '@/lib/api-client'

export const emptyOwnStats: OwnBidStats = {
  quantityOfGoals: 0,
  assistGoals: 0,
  ballRecoveries: 0,
  goalKeeperDefender: 0,
  weeklyTeam: false,
}

/** The player's own stats in the open BID; none yet (204) reads as zeros. */
export async function getOwnStats(bidDayId: number, signal?: AbortSignal): Promise<OwnBidStats> {
  const stats = await apiCall(bids.ownBidStats, { signal, query: { bidDayId } })
  return stats ?? emptyOwnStats
}

export const ownStatsKey = (bidDayId: number, companyPlayerId: number) =>
  ['bids', 'own-stats', bidDayId, companyPlayerId] as const

export function ownStatsQueryOptions(bidDayId: number, companyPlayerId: number) {
  return queryOptions({
    queryKey: ownStatsKey(bidDayId, companyPlayerId),
    queryFn: ({ signal }) => getOwnStats(bidDayId, signal),
  })
}

export function useOwnStats(bidDayId: number, companyPlayerId: number) {
  return useQuery(ownStatsQueryOptions(bidDayId, companyPlayerId))
}
