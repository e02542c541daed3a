import { queryOptions, useQuery } from '@tanstack/react-query'
import { type MonthlyPlayers } from '@bidfut/domain/contracts/statistics'
import * as statistics from '@bidfut/domain/endpoints/statistics'
import { apiCall } from '@/lib/api-client'
import { useSession } from '@/lib/session-store'
import { statisticsQueryKey } from '@/lib/statistics-query-key'

export const MONTHLY_PLAYERS_ERROR = 'Erro ao carregar estatísticas'

/** GET /statistics/monthly-players: how many monthly players the group has; null on 204. */
export function getMonthlyPlayers(signal?: AbortSignal): Promise<MonthlyPlayers | null> {
  return apiCall(statistics.monthlyPlayers, { signal })
}

export const monthlyPlayersKey = (companyPlayerId: number | undefined) =>
  [...statisticsQueryKey, 'monthly-players', companyPlayerId] as const

export function monthlyPlayersQueryOptions(companyPlayerId: number | undefined) {
  return queryOptions({
    queryKey: monthlyPlayersKey(companyPlayerId),
    queryFn: ({ signal }) => getMonthlyPlayers(signal),
    enabled: companyPlayerId !== undefined,
  })
}

export function useMonthlyPlayers() {
  const session = useSession()
  return useQuery(monthlyPlayersQueryOptions(session?.companyPlayerId))
}
