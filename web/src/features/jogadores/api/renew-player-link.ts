import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { PlayerLinkResponse } from '@bidfut/domain/contracts/joining'
import * as groupClaims from '@bidfut/domain/endpoints/group-claims'
import { apiCall } from '@/lib/api-client'
import { playerLinkKey } from './get-player-link'

/** POST /company-players/{id}/player-link/renew: a new link; the old one stops working. */
export async function renewPlayerLink(companyPlayerId: number): Promise<PlayerLinkResponse> {
  return apiCall(groupClaims.renewPlayerLink, { params: { companyPlayerId } })
}

export function useRenewPlayerLink() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: renewPlayerLink,
    onSuccess: (response, companyPlayerId) =>
      queryClient.setQueryData(playerLinkKey(companyPlayerId), response),
  })
}
