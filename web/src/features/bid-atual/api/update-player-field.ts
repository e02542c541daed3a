import { useMutation, useMutationState } from '@tanstack/react-query'
import { toast } from 'sonner'
import { updateBidPlayerField, type BidPlayerEdit } from '@/lib/bid-player-fields'
import { errorMessage } from '@/lib/error-message'
import { useSession } from '@/lib/session-store'
import { applyPlayerEdit, findPlayer } from '../live-bid-edit'
import {
  holdLiveBid,
  liveBidKey,
  refreshLiveBidQuietly,
  releaseLiveBid,
  type LiveBidState,
} from './get-current-bid'

export type PlayerEditVariables = { bidDayId: number; companyPlayerId: number; edit: BidPlayerEdit }

const updatePlayerKey = ['bids', 'update-player'] as const

/**
 * PUT /bids/update-{field}/{bidDayId}/{companyPlayerId} from the management screen: applied to
 * the screen at once, rolled back and refetched if the server refuses it.
 */
export function useUpdatePlayerField() {
  const queryKey = liveBidKey(useSession()?.companyPlayerId)
  return useMutation({
    mutationKey: updatePlayerKey,
    // Controls stay usable while an edit is saving, so edits queue: two quick taps on '+' must
    // reach the server as 1 then 2, never 2 then 1. The screen still changes at once (onMutate).
    scope: { id: 'live-bid-edits' },
    mutationFn: ({ bidDayId, companyPlayerId, edit }: PlayerEditVariables) =>
      updateBidPlayerField(bidDayId, companyPlayerId, edit),
    onMutate: async ({ companyPlayerId, edit }, { client }) => {
      holdLiveBid(client)
      await client.cancelQueries({ queryKey })
      const state = client.getQueryData<LiveBidState>(queryKey)
      const player = state?.bid ? findPlayer(state.bid, companyPlayerId) : undefined
      client.setQueryData<LiveBidState>(queryKey, (old) =>
        old?.bid
          ? { ...old, bid: applyPlayerEdit(old.bid, companyPlayerId, edit), changes: null }
          : old,
      )
      // Only this field goes back on failure: edits to other rows may be in flight.
      return {
        previous: player
          ? ({ field: edit.field, value: player[edit.field] } as BidPlayerEdit)
          : null,
      }
    },
    onSuccess: async (_result, { edit }, _context, { client }) => {
      // A status change can move others (a full BID puts the player in the line; a leave
      // confirms the first in line): once the queue is empty, show the BID as it is now.
      if (edit.field === 'status' && client.isMutating({ mutationKey: updatePlayerKey }) <= 1) {
        await refreshLiveBidQuietly(client)
      }
    },
    onError: (error, { companyPlayerId }, context, { client }) => {
      const previous = context?.previous
      if (previous) {
        client.setQueryData<LiveBidState>(queryKey, (old) =>
          old?.bid
            ? { ...old, bid: applyPlayerEdit(old.bid, companyPlayerId, previous), changes: null }
            : old,
        )
      }
      toast.error(`Erro ao atualizar jogador: ${errorMessage(error)}`)
      releaseLiveBid(client)
      void client.invalidateQueries({ queryKey })
    },
  })
}

/** The companyPlayerIds whose update is in flight or queued: those rows show 'Atualizando...'. */
export function usePendingPlayerIds(): number[] {
  return useMutationState({
    filters: { mutationKey: updatePlayerKey, status: 'pending' },
    select: (mutation) => (mutation.state.variables as PlayerEditVariables).companyPlayerId,
  })
}
