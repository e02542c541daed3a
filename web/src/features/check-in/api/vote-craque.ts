import { useMutation } from '@tanstack/react-query'
import {
  craqueVoteResponseSchema,
  type CraqueVoteResponse,
  type Night,
} from '@bidfut/domain/contracts/results'
import { apiFetchBody } from '@/lib/api-client'
import { latestNightKey } from './get-latest-night'

export type CraqueVote = { bidDayId: number; candidateId: number }

/** PUT /bids/{bidDayId}/craque-vote: the signed-in player's vote, changeable until closing. */
export function voteCraque({ bidDayId, candidateId }: CraqueVote): Promise<CraqueVoteResponse> {
  return apiFetchBody(`/bids/${bidDayId}/craque-vote`, {
    method: 'PUT',
    body: { candidateId },
    schema: craqueVoteResponseSchema,
  })
}

export function useVoteCraque() {
  return useMutation({
    mutationFn: voteCraque,
    onSuccess: (response, _vote, _context, { client }) => {
      client.setQueryData<Night | null>(latestNightKey, (night) =>
        night ? { ...night, craque: response.poll } : night,
      )
    },
  })
}
