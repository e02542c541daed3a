import { useMutation, useQueryClient } from '@tanstack/react-query'
import {
  type MergePlayersRequest,
  type MergePlayersResponse,
} from '@bidfut/domain/contracts/players'
import * as players from '@bidfut/domain/endpoints/players'
import { apiCall } from '@/lib/api-client'

/** POST /company-players/merge: the merged entry's BIDs and stats move to the kept one. */
export async function mergePlayers(input: MergePlayersRequest): Promise<MergePlayersResponse> {
  return apiCall(players.mergePlayers, { body: input })
}

export function useMergePlayers() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: mergePlayers,
    // Goals, attendance and the open BID all change with a merge.
    onSuccess: () => queryClient.invalidateQueries(),
  })
}
