import { useMutation } from '@tanstack/react-query'
import {
  craqueVoteResponseSchema,
  type CraqueLink,
  type CraqueVoteResponse,
} from '@bidfut/domain/contracts/results'
import { apiFetchBody } from '@/lib/api-client'
import { craqueLinkKey } from './get-craque-link'

/** POST /craque/{token}/vote (public): the tap on the email link's page. */
export function voteByLink(token: string, candidateId: number): Promise<CraqueVoteResponse> {
  return apiFetchBody(`/craque/${encodeURIComponent(token)}/vote`, {
    method: 'POST',
    auth: false,
    body: { candidateId },
    schema: craqueVoteResponseSchema,
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
