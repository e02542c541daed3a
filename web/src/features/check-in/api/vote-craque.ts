import { useMutation } from '@tanstack/react-query'
import { type CraqueVoteResponse, type Night } from '@bidfut/domain/contracts/results'
import * as results from '@bidfut/domain/endpoints/results'
import { apiCall } from '@/lib/api-client'
import { latestNightKey } from './get-latest-night'

export type CraqueVote = { bidDayId: number; candidateId: number }

/** PUT /bids/{bidDayId}/craque-vote: the signed-in player's vote, changeable until closing. */
export function voteCraque({ bidDayId, candidateId }: CraqueVote): Promise<CraqueVoteResponse> {
  return apiCall(results.voteCraque, { params: { bidDayId }, body: { candidateId } })
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
