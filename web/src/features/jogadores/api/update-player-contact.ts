import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { PlayerContact } from '@bidfut/domain/contracts/players'
import * as players from '@bidfut/domain/endpoints/players'
import { apiCall } from '@/lib/api-client'
import type { PlayerIds } from './get-player-edit'

/** 'Adicionar email': only the contact and type, for an entry that has not joined. */
export async function updatePlayerContact(ids: PlayerIds, contact: PlayerContact) {
  return apiCall(players.updatePlayerContact, {
    params: { playerId: ids.playerId, companyPlayerId: ids.companyPlayerId },
    body: contact,
  })
}

export function useUpdatePlayerContact(ids: PlayerIds) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (contact: PlayerContact) => updatePlayerContact(ids, contact),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['company-players', 'list'] }),
  })
}
