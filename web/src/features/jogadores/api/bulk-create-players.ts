import { useMutation, useQueryClient } from '@tanstack/react-query'
import { type BulkPlayersRequest, type BulkPlayersResponse } from '@bidfut/domain/contracts/players'
import * as players from '@bidfut/domain/endpoints/players'
import { apiCall } from '@/lib/api-client'

/** POST /company-players/bulk-create: 'Colar lista', every row in one request (ADR 032). */
export async function bulkCreatePlayers(request: BulkPlayersRequest): Promise<BulkPlayersResponse> {
  return apiCall(players.bulkCreatePlayers, { body: request })
}

export function useBulkCreatePlayers() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: bulkCreatePlayers,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['company-players', 'list'] }),
  })
}
