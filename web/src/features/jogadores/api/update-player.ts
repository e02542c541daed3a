import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { PlayerUpdate } from '@bidfut/domain/contracts/players'

import { toWireBirthDate } from '@bidfut/domain/contracts/person-fields'
import * as players from '@bidfut/domain/endpoints/players'
import { apiCall } from '@/lib/api-client'
import type { PlayerIds } from './get-player-edit'

export async function updatePlayer(ids: PlayerIds, player: PlayerUpdate) {
  return apiCall(players.updatePlayer, {
    params: { playerId: ids.playerId, companyPlayerId: ids.companyPlayerId },
    body: { ...player, birthDate: toWireBirthDate(player.birthDate) },
  })
}

export function useUpdatePlayer(ids: PlayerIds) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (player: PlayerUpdate) => updatePlayer(ids, player),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['company-players', 'list'] }),
  })
}
