import { queryOptions, useMutation, useQuery } from '@tanstack/react-query'
import { messageResponseSchema } from '@bidfut/domain/contracts/profile'
import { craqueVotersSchema, type CraqueVoters } from '@bidfut/domain/contracts/results'
import { apiFetch, apiFetchBody } from '@/lib/api-client'
import { latestNightKey } from './get-latest-night'

const votersKey = (bidDayId: number) => ['check-in', 'craque-voters', bidDayId] as const

/** GET /bids/{bidDayId}/craque-voters (organisers): who voted, never for whom. */
export async function getCraqueVoters(
  bidDayId: number,
  signal?: AbortSignal,
): Promise<CraqueVoters> {
  return (
    (await apiFetch(`/bids/${bidDayId}/craque-voters`, { schema: craqueVotersSchema, signal })) ??
    []
  )
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
      apiFetchBody(`/bids/${bidDayId}/craque-votes/${voterId}`, {
        method: 'DELETE',
        schema: messageResponseSchema,
      }),
    onSettled: async (_r, _e, _id, _context, { client }) => {
      await client.invalidateQueries({ queryKey: votersKey(bidDayId) })
      await client.invalidateQueries({ queryKey: latestNightKey })
    },
  })
}
