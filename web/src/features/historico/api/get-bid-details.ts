import { queryOptions, useQuery } from '@tanstack/react-query'
import { type BidDetails } from '@bidfut/domain/contracts/statistics'
import * as statistics from '@bidfut/domain/endpoints/statistics'
import { apiCall } from '@/lib/api-client'
import { useSession } from '@/lib/session-store'
import { statisticsQueryKey } from '@/lib/statistics-query-key'

export const BID_DETAILS_ERROR = 'Erro ao carregar detalhes do bid'

/** GET /bid-statistics/statistics-bid-details/{id}: every player of one finished BID. */
export async function getBidDetails(bidDayId: number, signal?: AbortSignal): Promise<BidDetails> {
  return apiCall(statistics.bidDetails, { params: { id: bidDayId }, signal })
}

export const bidDetailsKey = (companyPlayerId: number | undefined, bidDayId: number) =>
  [...statisticsQueryKey, 'bid-details', companyPlayerId, bidDayId] as const

export function bidDetailsQueryOptions(companyPlayerId: number | undefined, bidDayId: number) {
  return queryOptions({
    queryKey: bidDetailsKey(companyPlayerId, bidDayId),
    queryFn: ({ signal }) => getBidDetails(bidDayId, signal),
    enabled: companyPlayerId !== undefined,
  })
}

export function useBidDetails(bidDayId: number) {
  const session = useSession()
  return useQuery(bidDetailsQueryOptions(session?.companyPlayerId, bidDayId))
}
