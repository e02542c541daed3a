import { useMutation, useQueryClient } from '@tanstack/react-query'
import {
  teamDrawSchema,
  type GenerateTeamsRequest,
  type TeamDraw,
} from '@bidfut/domain/contracts/teams'
import { ApiError, apiFetch } from '@/lib/api-client'
import { useSession } from '@/lib/session-store'
import { liveBidKey } from './get-current-bid'
import { drawnTeamsQueryKey } from './get-drawn-teams'

export async function generateTeams(input: GenerateTeamsRequest): Promise<TeamDraw> {
  const draw = await apiFetch('/bids/generate-teams-to-play', {
    method: 'POST',
    body: input,
    schema: teamDrawSchema,
  })
  if (!draw) throw new ApiError(204, 'Resposta inválida do servidor')
  return draw
}

export function useGenerateTeams() {
  const queryClient = useQueryClient()
  const companyPlayerId = useSession()?.companyPlayerId
  return useMutation({
    mutationFn: generateTeams,
    onSuccess: (draw) => {
      queryClient.setQueryData(drawnTeamsQueryKey, draw)
      // The draw saw the latest check-ins; the screen may not have polled them yet.
      void queryClient.invalidateQueries({ queryKey: liveBidKey(companyPlayerId) })
    },
  })
}
