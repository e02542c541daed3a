import { useMutation, useQueryClient } from '@tanstack/react-query'
import {
  bulkPlayersResponseSchema,
  type BulkPlayersRequest,
  type BulkPlayersResponse,
} from '@bidfut/domain/contracts/players'
import { apiFetchBody } from '@/lib/api-client'

/** POST /company-players/bulk-create: 'Colar lista', every row in one request (ADR 032). */
export async function bulkCreatePlayers(request: BulkPlayersRequest): Promise<BulkPlayersResponse> {
  return apiFetchBody('/company-players/bulk-create', {
    method: 'POST',
    body: request,
    schema: bulkPlayersResponseSchema,
  })
}

export function useBulkCreatePlayers() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: bulkCreatePlayers,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['company-players', 'list'] }),
  })
}
