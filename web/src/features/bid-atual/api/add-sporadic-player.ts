import { useMutation } from '@tanstack/react-query'
import { toast } from 'sonner'
import {
  addSporadicConflictSchema,
  type AddSporadicPlayerRequest,
  type AddSporadicPlayerResult,
} from '@bidfut/domain/contracts/bids'
import * as bids from '@bidfut/domain/endpoints/bids'
import { apiCall } from '@/lib/api-client'
import { ApiError } from '@/lib/api-error'
import { errorMessage } from '@/lib/error-message'
import { refreshLiveBidQuietly } from './get-current-bid'

/** POST /bids/add-sporadic-player/: companyPlayerId 0 registers a new player by name. */
export async function addSporadicPlayer(
  input: AddSporadicPlayerRequest,
): Promise<AddSporadicPlayerResult> {
  return apiCall(bids.addSporadicPlayer, { body: input })
}

/** A registered member the server found under the typed name, to offer instead; else null. */
export function namesakeOf(error: unknown): { companyPlayerId: number; name: string } | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null
  const parsed = addSporadicConflictSchema.safeParse(error.body)
  if (!parsed.success) return null
  const { existingCompanyPlayerId, existingName, existingInBid } = parsed.data
  if (existingCompanyPlayerId === undefined || existingName === undefined || existingInBid) {
    return null
  }
  return { companyPlayerId: existingCompanyPlayerId, name: existingName }
}

export function useAddSporadicPlayer() {
  return useMutation({
    mutationFn: addSporadicPlayer,
    onSuccess: async (result, _input, _context, { client }) => {
      // 'Jogador adicionado com sucesso!', or where in the waiting list a full BID put them.
      toast.success(result.message)
      // The new row should appear now, even right after an edit, without a notice of it.
      await refreshLiveBidQuietly(client)
    },
    onError: (error) => {
      // The dialog offers the registered member instead: not a failure to report.
      if (namesakeOf(error)) return
      toast.error(`Erro ao adicionar jogador: ${errorMessage(error)}`)
    },
  })
}
