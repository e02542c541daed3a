import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { PlayerUpdate } from '@bidfut/domain/contracts/players'
import { messageResponseSchema } from '@bidfut/domain/contracts/profile'
import { toWireBirthDate } from '@bidfut/domain/contracts/person-fields'
import { apiFetch } from '@/lib/api-client'
import type { PlayerIds } from './get-player-edit'

export async function updatePlayer(ids: PlayerIds, player: PlayerUpdate) {
  return apiFetch(`/company-players/edit/${ids.playerId}/${ids.companyPlayerId}`, {
    method: 'PUT',
    body: { ...player, birthDate: toWireBirthDate(player.birthDate) },
    schema: messageResponseSchema,
  })
}

export function useUpdatePlayer(ids: PlayerIds) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (player: PlayerUpdate) => updatePlayer(ids, player),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['company-players', 'list'] }),
  })
}
