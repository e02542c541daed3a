import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { MessageResponse } from '@bidfut/domain/contracts/profile'
import { apiFetch } from '@/lib/api-client'
import type { PlayerIds } from './get-player-edit'

export async function deletePlayer(ids: PlayerIds) {
  return apiFetch<MessageResponse>(
    `/company-players/delete/${ids.playerId}/${ids.companyPlayerId}`,
    { method: 'DELETE' },
  )
}

export function useDeletePlayer() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deletePlayer,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['company-players', 'list'] }),
  })
}
