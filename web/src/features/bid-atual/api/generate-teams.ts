import { useMutation, useQueryClient } from '@tanstack/react-query'
import { type GenerateTeamsRequest, type TeamDraw } from '@bidfut/domain/contracts/teams'
import * as teams from '@bidfut/domain/endpoints/teams'
import { apiCall } from '@/lib/api-client'
import { useSession } from '@/lib/session-store'
import { chosenLiveBid, liveBidKey } from './get-current-bid'
import { drawnTeamsQueryKey } from './get-drawn-teams'

export async function generateTeams(input: GenerateTeamsRequest): Promise<TeamDraw> {
  return apiCall(teams.generateTeams, { body: input })
}

export function useGenerateTeams() {
  const queryClient = useQueryClient()
  const companyPlayerId = useSession()?.companyPlayerId
  return useMutation({
    // The draw of the BID the screen runs (ADR 059).
    mutationFn: (input: GenerateTeamsRequest) =>
      generateTeams({ ...input, bidDayId: chosenLiveBid(queryClient) }),
    onSuccess: (draw) => {
      queryClient.setQueryData(drawnTeamsQueryKey, draw)
      // The draw saw the latest check-ins; the screen may not have polled them yet.
      void queryClient.invalidateQueries({ queryKey: liveBidKey(companyPlayerId) })
    },
  })
}
