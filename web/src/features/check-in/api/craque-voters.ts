import { queryOptions, useMutation, useQuery } from '@tanstack/react-query'

import { type CraqueVoters } from '@bidfut/domain/contracts/results'
import * as results from '@bidfut/domain/endpoints/results'
import { apiCall } from '@/lib/api-client'
import { latestNightKey } from './get-latest-night'

const votersKey = (bidDayId: number) => ['check-in', 'craque-voters', bidDayId] as const

/** GET /bids/{bidDayId}/craque-voters (organisers): who voted, never for whom. */
export async function getCraqueVoters(
  bidDayId: number,
  signal?: AbortSignal,
): Promise<CraqueVoters> {
  return (await apiCall(results.craqueVoters, { params: { bidDayId }, signal })) ?? []
}

export function useCraqueVoters(bidDayId: number, enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: votersKey(bidDayId),
      queryFn: ({ signal }) => getCraqueVoters(bidDayId, signal),
      enabled,
    }),
  )
}

/** DELETE /bids/{bidDayId}/craque-votes/{voterId} (organisers): the voter did not actually play. */
export function useVoidVote(bidDayId: number) {
  return useMutation({
    mutationFn: (voterId: number) =>
      apiCall(results.voidCraqueVote, { params: { bidDayId, voterId } }),
    onSettled: async (_r, _e, _id, _context, { client }) => {
      await client.invalidateQueries({ queryKey: votersKey(bidDayId) })
      await client.invalidateQueries({ queryKey: latestNightKey })
    },
  })
}
