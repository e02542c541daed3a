import { queryOptions, useQuery } from '@tanstack/react-query'
import { craquesRankingSchema, type CraquesRanking } from '@bidfut/domain/contracts/results'
import { apiFetch } from '@/lib/api-client'

/** GET /results/craques: craque da partida awards in the season and the month (ADR 039). */
export async function getCraquesRanking(signal?: AbortSignal): Promise<CraquesRanking | null> {
  return apiFetch('/results/craques', { schema: craquesRankingSchema, signal })
}

export function useCraquesRanking() {
  return useQuery(
    queryOptions({
      queryKey: ['artilheiros', 'craques'],
      queryFn: ({ signal }) => getCraquesRanking(signal),
    }),
  )
}
