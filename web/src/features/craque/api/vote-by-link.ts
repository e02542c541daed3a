import { useMutation } from '@tanstack/react-query'
import { type CraqueLink, type CraqueVoteResponse } from '@bidfut/domain/contracts/results'
import * as results from '@bidfut/domain/endpoints/results'
import { apiCall } from '@/lib/api-client'
import { craqueLinkKey } from './get-craque-link'

/** POST /craque/{token}/vote (public): the tap on the email link's page. */
export function voteByLink(token: string, candidateId: number): Promise<CraqueVoteResponse> {
  return apiCall(results.voteCraqueByLink, {
    params: { token },
    auth: false,
    body: { candidateId },
  })
}

export function useVoteByLink(token: string) {
  return useMutation({
    mutationKey: ['craque', 'vote-by-link', token],
    mutationFn: (candidateId: number) => voteByLink(token, candidateId),
    onSuccess: (response, _id, _context, { client }) => {
      client.setQueryData<CraqueLink>(craqueLinkKey(token), (link) =>
        link ? { ...link, poll: response.poll } : link,
      )
    },
  })
}
