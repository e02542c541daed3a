import { queryOptions, useQuery } from '@tanstack/react-query'
import { type Night } from '@bidfut/domain/contracts/results'
import * as results from '@bidfut/domain/endpoints/results'
import { apiCall } from '@/lib/api-client'

/** GET /results/latest-night: the group's last finished BID, its matches and vote; null when none. */
export function getLatestNight(signal?: AbortSignal): Promise<Night | null> {
  return apiCall(results.latestNight, { signal })
}

export const latestNightKey = ['check-in', 'latest-night'] as const

export function useLatestNight() {
  return useQuery(
    queryOptions({
      queryKey: latestNightKey,
      queryFn: ({ signal }) => getLatestNight(signal),
      // The count of votes moves and the vote closes on the clock: pick both up.
      refetchInterval: 30_000,
    }),
  )
}
