import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { HistoryPage } from '@bidfut/domain/contracts/statistics'
import * as statistics from '@bidfut/domain/endpoints/statistics'
import { HISTORY_PAGE_SIZE } from '@bidfut/domain/constants'
import { apiCall } from '@/lib/api-client'
import { useSession } from '@/lib/session-store'
import { statisticsQueryKey } from '@/lib/statistics-query-key'

export const HISTORY_LIST_ERROR = 'Erro ao carregar o histórico de BIDs'

/** One page of finished BIDs, newest first. */
export async function getHistoryPage(
  pageNumber: number,
  signal?: AbortSignal,
): Promise<HistoryPage> {
  const query = { PageNumber: pageNumber, PageSize: HISTORY_PAGE_SIZE }
  return apiCall(statistics.historyPage, { query, signal })
}

export const historyPageKey = (companyPlayerId: number | undefined, pageNumber: number) =>
  [...statisticsQueryKey, 'history', companyPlayerId, pageNumber] as const

export function historyPageQueryOptions(companyPlayerId: number | undefined, pageNumber: number) {
  return queryOptions({
    queryKey: historyPageKey(companyPlayerId, pageNumber),
    queryFn: ({ signal }) => getHistoryPage(pageNumber, signal),
    enabled: companyPlayerId !== undefined,
    // The current page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  })
}

export function useHistoryPage(pageNumber: number) {
  const session = useSession()
  return useQuery(historyPageQueryOptions(session?.companyPlayerId, pageNumber))
}
