import { useMutation, useQueryClient } from '@tanstack/react-query'

import * as players from '@bidfut/domain/endpoints/players'
import { apiCall } from '@/lib/api-client'
import type { PlayerIds } from './get-player-edit'

export async function deletePlayer(ids: PlayerIds) {
  return apiCall(players.removePlayer, {
    params: { playerId: ids.playerId, companyPlayerId: ids.companyPlayerId },
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
