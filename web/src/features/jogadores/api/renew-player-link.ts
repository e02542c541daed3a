import { useMutation, useQueryClient } from '@tanstack/react-query'
import { playerLinkResponseSchema, type PlayerLinkResponse } from '@bidfut/domain/contracts/joining'
import { apiFetchBody } from '@/lib/api-client'
import { playerLinkKey } from './get-player-link'

/** POST /company-players/{id}/player-link/renew: a new link; the old one stops working. */
export async function renewPlayerLink(companyPlayerId: number): Promise<PlayerLinkResponse> {
  return apiFetchBody(`/company-players/${companyPlayerId}/player-link/renew`, {
    method: 'POST',
    schema: playerLinkResponseSchema,
  })
}

export function useRenewPlayerLink() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: renewPlayerLink,
    onSuccess: (response, companyPlayerId) =>
      queryClient.setQueryData(playerLinkKey(companyPlayerId), response),
  })
}
