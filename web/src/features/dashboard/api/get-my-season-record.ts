import { queryOptions, useQuery } from '@tanstack/react-query'
import { mySeasonRecordSchema, type MySeasonRecord } from '@bidfut/domain/contracts/results'
import { apiFetch } from '@/lib/api-client'

/** GET /results/my-season: the caller's wins, draws, losses and craque awards in the season. */
export async function getMySeasonRecord(signal?: AbortSignal): Promise<MySeasonRecord | null> {
  return apiFetch('/results/my-season', { schema: mySeasonRecordSchema, signal })
}

export function useMySeasonRecord() {
  return useQuery(
    queryOptions({
      queryKey: ['dashboard', 'my-season-record'],
      queryFn: ({ signal }) => getMySeasonRecord(signal),
    }),
  )
}
