import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { MessageResponse } from '@bidfut/domain/contracts/profile'
import * as groupClaims from '@bidfut/domain/endpoints/group-claims'
import { apiCall } from '@/lib/api-client'

const decisions = {
  confirm: groupClaims.confirmClaim,
  refuse: groupClaims.refuseClaim,
  undo: groupClaims.undoClaim,
} as const
export type ClaimDecision = keyof typeof decisions

/**
 * POST /company-players/claims/{id}/confirm | refuse | undo: the organiser's answer to someone
 * who says they are a player of the list, or an entry undone.
 */
export async function decideClaim(input: {
  id: number
  decision: ClaimDecision
}): Promise<MessageResponse> {
  return apiCall(decisions[input.decision], { params: { id: input.id } })
}

export function useDecideClaim() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: decideClaim,
    // The register's row changes owner (its name, email, badge): every list of it is stale.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['company-players'] }),
  })
}
