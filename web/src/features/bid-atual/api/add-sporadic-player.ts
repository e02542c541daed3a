import { useMutation } from '@tanstack/react-query'
import { toast } from 'sonner'
import {
  addSporadicPlayerResultSchema,
  type AddSporadicPlayerRequest,
  type AddSporadicPlayerResult,
} from '@bidfut/domain/contracts/bids'
import { ApiError, apiFetch } from '@/lib/api-client'
import { errorMessage } from '@/lib/error-message'
import { releaseLiveBid } from './get-current-bid'

/** POST /bids/add-sporadic-player/: companyPlayerId 0 registers a new player by name. */
export async function addSporadicPlayer(
  input: AddSporadicPlayerRequest,
): Promise<AddSporadicPlayerResult> {
  const result = await apiFetch('/bids/add-sporadic-player/', {
    method: 'POST',
    body: input,
    schema: addSporadicPlayerResultSchema,
  })
  if (!result) throw new ApiError(204, 'Resposta inválida do servidor')
  return result
}

export function useAddSporadicPlayer() {
  return useMutation({
    mutationFn: addSporadicPlayer,
    onSuccess: async (_result, _input, _context, { client }) => {
      toast.success('Jogador adicionado com sucesso!')
      // The new row should appear now, even right after an edit.
      releaseLiveBid(client)
      await client.invalidateQueries({ queryKey: ['bids'] })
    },
    onError: (error) => {
      toast.error(`Erro ao adicionar jogador: ${errorMessage(error)}`)
    },
  })
}
