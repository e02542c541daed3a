import { queryOptions, useQuery } from '@tanstack/react-query'
import { type CraquesRanking } from '@bidfut/domain/contracts/results'
import * as results from '@bidfut/domain/endpoints/results'
import { apiCall } from '@/lib/api-client'

/** GET /results/craques: craque da partida awards in the season and the month (ADR 039). */
export async function getCraquesRanking(signal?: AbortSignal): Promise<CraquesRanking | null> {
  return apiCall(results.craquesRanking, { signal })
}

export function useCraquesRanking() {
  return useQuery(
    queryOptions({
      queryKey: ['artilheiros', 'craques'],
      queryFn: ({ signal }) => getCraquesRanking(signal),
    }),
  )
}
