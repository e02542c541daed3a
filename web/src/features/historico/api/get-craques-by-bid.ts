import { queryOptions, useQuery } from '@tanstack/react-query'
import { type CraquesByBid } from '@bidfut/domain/contracts/results'
import * as results from '@bidfut/domain/endpoints/results'
import { apiCall } from '@/lib/api-client'

/** GET /results/craques-by-bid: each finished BID's craques, for the list's badges. */
export async function getCraquesByBid(signal?: AbortSignal): Promise<CraquesByBid> {
  return (await apiCall(results.craquesByBid, { signal })) ?? []
}

export function useCraquesByBid() {
  return useQuery(
    queryOptions({
      queryKey: ['historico', 'craques-by-bid'],
      queryFn: ({ signal }) => getCraquesByBid(signal),
      select: (list) => new Map(list.map((b) => [b.bidDayId, b.winners])),
    }),
  )
}
