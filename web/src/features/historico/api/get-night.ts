import { queryOptions, useQuery } from '@tanstack/react-query'
import { type Night } from '@bidfut/domain/contracts/results'
import * as results from '@bidfut/domain/endpoints/results'
import { apiCall } from '@/lib/api-client'

/** GET /bids/{bidDayId}/night: a finished BID's matches and craque, for 'Ver Detalhes'. */
export async function getNight(bidDayId: number, signal?: AbortSignal): Promise<Night | null> {
  return apiCall(results.bidNight, { params: { bidDayId }, signal })
}

export function useNight(bidDayId: number) {
  return useQuery(
    queryOptions({
      queryKey: ['historico', 'night', bidDayId],
      queryFn: ({ signal }) => getNight(bidDayId, signal),
    }),
  )
}
