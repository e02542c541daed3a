import { queryOptions, useQuery } from '@tanstack/react-query'
import { type NewBidDefaults } from '@bidfut/domain/contracts/bids'
import * as bids from '@bidfut/domain/endpoints/bids'
import { apiCall } from '@/lib/api-client'

/**
 * GET /bids/new-bid-defaults: the group's usual weekday, time and place for the next BID, so the
 * create form is not typed again every week.
 */
export async function getNewBidDefaults(signal?: AbortSignal): Promise<NewBidDefaults> {
  const defaults = await apiCall(bids.newBidDefaults, { signal })
  return defaults ?? { dayOfMatch: null, location: null }
}

export const newBidDefaultsKey = ['bids', 'new-bid-defaults'] as const

export function newBidDefaultsQueryOptions() {
  return queryOptions({
    queryKey: newBidDefaultsKey,
    queryFn: ({ signal }) => getNewBidDefaults(signal),
    // Learned from the BIDs as they are when the form opens: a BID just created and cancelled
    // counts. The form takes its starting values once, so nothing older is kept to show first.
    staleTime: 0,
    gcTime: 0,
    retry: false,
  })
}

export function useNewBidDefaults() {
  return useQuery(newBidDefaultsQueryOptions())
}
