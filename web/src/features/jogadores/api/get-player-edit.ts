import { queryOptions, useQuery } from '@tanstack/react-query'
import { type PlayerEdit } from '@bidfut/domain/contracts/players'
import * as players from '@bidfut/domain/endpoints/players'
import { apiCall } from '@/lib/api-client'

export type PlayerIds = { playerId: number; companyPlayerId: number }

export async function getPlayerEdit(ids: PlayerIds, signal?: AbortSignal): Promise<PlayerEdit> {
  return apiCall(players.playerForEdit, {
    params: { playerId: ids.playerId, companyPlayerId: ids.companyPlayerId },
    signal,
    emptyMessage: 'Jogador não encontrado.',
  })
}

export function playerEditQueryOptions(ids: PlayerIds) {
  return queryOptions({
    queryKey: ['company-players', 'edit', ids.playerId, ids.companyPlayerId],
    queryFn: ({ signal }) => getPlayerEdit(ids, signal),
    // The form must start from what is stored now, not from a cached copy.
    staleTime: 0,
    gcTime: 0,
  })
}

export function usePlayerEdit(ids: PlayerIds) {
  return useQuery(playerEditQueryOptions(ids))
}
