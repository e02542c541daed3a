import { queryOptions, useQuery } from '@tanstack/react-query'
import { type PlayerSeasonStats } from '@bidfut/domain/contracts/statistics'
import * as statistics from '@bidfut/domain/endpoints/statistics'
import { apiCall } from '@/lib/api-client'
import { useSession } from '@/lib/session-store'
import { statisticsQueryKey } from '@/lib/statistics-query-key'

export const PLAYER_STATS_ERROR = 'Erro ao carregar estatísticas do jogador'

/**
 * GET /statistics/company-player-stats: the signed-in member's season (goals, attendance,
 * injuries, goals per BID); null (204) while they have no finished BID.
 */
export function getPlayerSeasonStats(signal?: AbortSignal): Promise<PlayerSeasonStats | null> {
  return apiCall(statistics.playerSeasonStats, { signal })
}

export const playerSeasonStatsKey = (companyPlayerId: number | undefined) =>
  [...statisticsQueryKey, 'player-season', companyPlayerId] as const

export function playerSeasonStatsQueryOptions(companyPlayerId: number | undefined) {
  return queryOptions({
    queryKey: playerSeasonStatsKey(companyPlayerId),
    queryFn: ({ signal }) => getPlayerSeasonStats(signal),
    enabled: companyPlayerId !== undefined,
  })
}

export function usePlayerSeasonStats() {
  const session = useSession()
  return useQuery(playerSeasonStatsQueryOptions(session?.companyPlayerId))
}
