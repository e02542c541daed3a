import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { historyPageSchema, type HistoryPage } from '@bidfut/domain/contracts/statistics'
import { HISTORY_PAGE_SIZE } from '@bidfut/domain/constants'
import { apiFetch } from '@/lib/api-client'
import { useSession } from '@/lib/session-store'
import { statisticsQueryKey } from '@/lib/statistics-query-key'

export const HISTORY_LIST_ERROR = 'Erro ao carregar o histórico de BIDs'

const emptyPage = (pageNumber: number): HistoryPage => ({
  data: [],
  pageNumber,
  totalPages: 0,
  totalRecords: 0,
  hasPrevious: false,
  hasNext: false,
})

/** GET /bid-statistics/games-history-stats: one page of finished BIDs, newest first. */
export async function getHistoryPage(
  pageNumber: number,
  signal?: AbortSignal,
): Promise<HistoryPage> {
  const query = new URLSearchParams({
    PageNumber: String(pageNumber),
    PageSize: String(HISTORY_PAGE_SIZE),
  })
  const page = await apiFetch(`/bid-statistics/games-history-stats?${query}`, {
    schema: historyPageSchema,
    signal,
  })
  return page ?? emptyPage(pageNumber)
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
