import { useMutation, useQueryClient } from '@tanstack/react-query'
import {
  playerCreateResponseSchema,
  type PlayerCreate,
  type PlayerCreateResponse,
} from '@bidfut/domain/contracts/players'
import { toWireBirthDate } from '@bidfut/domain/contracts/person-fields'
import { apiFetchBody } from '@/lib/api-client'

export async function createPlayer(player: PlayerCreate): Promise<PlayerCreateResponse> {
  return apiFetchBody('/company-players/create-company-player', {
    method: 'POST',
    body: { ...player, birthDate: toWireBirthDate(player.birthDate) },
    schema: playerCreateResponseSchema,
  })
}

export function useCreatePlayer() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: createPlayer,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['company-players', 'list'] }),
  })
}
