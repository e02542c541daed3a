import { useMutation, useQueryClient } from '@tanstack/react-query'
import { type PlayerCreate, type PlayerCreateResponse } from '@bidfut/domain/contracts/players'
import { toWireBirthDate } from '@bidfut/domain/contracts/person-fields'
import * as players from '@bidfut/domain/endpoints/players'
import { apiCall } from '@/lib/api-client'

export async function createPlayer(player: PlayerCreate): Promise<PlayerCreateResponse> {
  return apiCall(players.createPlayer, {
    body: { ...player, birthDate: toWireBirthDate(player.birthDate) },
  })
}

export function useCreatePlayer() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: createPlayer,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['company-players', 'list'] }),
  })
}
