import { queryOptions, useQuery } from '@tanstack/react-query'
import { type HistoryStats } from '@bidfut/domain/contracts/statistics'
import * as statistics from '@bidfut/domain/endpoints/statistics'
import { apiCall } from '@/lib/api-client'
import { useSession } from '@/lib/session-store'
import { statisticsQueryKey } from '@/lib/statistics-query-key'

export const HISTORY_STATS_ERROR = 'Erro ao carregar estatísticas do histórico'

/** GET /bid-statistics/history-stats: totals over every finished BID; null (204) when none. */
export function getHistoryStats(signal?: AbortSignal): Promise<HistoryStats | null> {
  return apiCall(statistics.historyStats, { signal })
}

export const historyStatsKey = (companyPlayerId: number | undefined) =>
  [...statisticsQueryKey, 'history-stats', companyPlayerId] as const

export function historyStatsQueryOptions(companyPlayerId: number | undefined) {
  return queryOptions({
    queryKey: historyStatsKey(companyPlayerId),
    queryFn: ({ signal }) => getHistoryStats(signal),
    enabled: companyPlayerId !== undefined,
  })
}

export function useHistoryStats() {
  const session = useSession()
  return useQuery(historyStatsQueryOptions(session?.companyPlayerId))
}
