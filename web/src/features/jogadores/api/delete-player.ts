import { useMutation, useQueryClient } from '@tanstack/react-query'
import { messageResponseSchema } from '@bidfut/domain/contracts/profile'
import { apiFetch } from '@/lib/api-client'
import type { PlayerIds } from './get-player-edit'

export async function deletePlayer(ids: PlayerIds) {
  return apiFetch(`/company-players/delete/${ids.playerId}/${ids.companyPlayerId}`, {
    method: 'DELETE',
    schema: messageResponseSchema,
  })
}

export function useDeletePlayer() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deletePlayer,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['company-players', 'list'] }),
        // The open BID loses the entry unless it was confirmed.
        queryClient.invalidateQueries({ queryKey: ['bids'] }),
      ]),
  })
}
