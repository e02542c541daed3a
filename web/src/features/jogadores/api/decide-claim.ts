import { useMutation, useQueryClient } from '@tanstack/react-query'
import { messageResponseSchema, type MessageResponse } from '@bidfut/domain/contracts/profile'
import { apiFetchBody } from '@/lib/api-client'

export type ClaimDecision = 'confirm' | 'refuse' | 'undo'

/**
 * POST /company-players/claims/{id}/confirm | refuse | undo: the organiser's answer to someone
 * who says they are a player of the list, or an entry undone.
 */
export async function decideClaim(input: {
  id: number
  decision: ClaimDecision
}): Promise<MessageResponse> {
  return apiFetchBody(`/company-players/claims/${input.id}/${input.decision}`, {
    method: 'POST',
    schema: messageResponseSchema,
  })
}

export function useDecideClaim() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: decideClaim,
    // The register's row changes owner (its name, email, badge): every list of it is stale.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['company-players'] }),
  })
}
