import { queryOptions, useQuery } from '@tanstack/react-query'
import { type MySeasonRecord } from '@bidfut/domain/contracts/results'
import * as results from '@bidfut/domain/endpoints/results'
import { apiCall } from '@/lib/api-client'

/** GET /results/my-season: the caller's wins, draws, losses and craque awards in the season. */
export async function getMySeasonRecord(signal?: AbortSignal): Promise<MySeasonRecord | null> {
  return apiCall(results.mySeasonRecord, { signal })
}

export function useMySeasonRecord() {
  return useQuery(
    queryOptions({
      queryKey: ['dashboard', 'my-season-record'],
      queryFn: ({ signal }) => getMySeasonRecord(signal),
    }),
  )
}
