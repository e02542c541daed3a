import { useMutation } from '@tanstack/react-query'
import { toast } from 'sonner'
import type { OwnBidStats } from '@bidfut/domain/contracts/bids'
import { updateBidPlayerField, type BidPlayerEdit } from '@/lib/bid-player-fields'
import { ownStatsKey } from './get-own-stats'

export const STAT_UPDATE_ERROR = 'Não foi possível atualizar a estatística. Tente novamente.'

type OwnStatField = keyof OwnBidStats
export type OwnStatEdit = Extract<BidPlayerEdit, { field: OwnStatField }>

/**
 * PUT /bids/update-{stat}/{bidDayId}/{companyPlayerId} for the player's own stats: shown at once,
 * rolled back if the call fails. One queue per player keeps fast taps in order on the server.
 */
export function useUpdateOwnStat(bidDayId: number, companyPlayerId: number) {
  const queryKey = ownStatsKey(bidDayId, companyPlayerId)
  return useMutation({
    mutationKey: ['bids', 'own-stat'],
    scope: { id: `own-stats-${bidDayId}-${companyPlayerId}` },
    mutationFn: (edit: OwnStatEdit) => updateBidPlayerField(bidDayId, companyPlayerId, edit),
    onMutate: async (edit, { client }) => {
      await client.cancelQueries({ queryKey })
      const previous = client.getQueryData<OwnBidStats>(queryKey)
      client.setQueryData<OwnBidStats>(queryKey, (old) =>
        old ? { ...old, [edit.field]: edit.value } : old,
      )
      return { previous }
    },
    onError: async (_error, edit, context, { client }) => {
      const previous = context?.previous
      if (previous) {
        client.setQueryData<OwnBidStats>(queryKey, (old) =>
          old ? { ...old, [edit.field]: previous[edit.field] } : old,
        )
      }
      toast.error(STAT_UPDATE_ERROR)
      await client.invalidateQueries({ queryKey })
    },
  })
}
