import { useMutation } from '@tanstack/react-query'
import { toast } from 'sonner'
import type { BidPlayerStatus } from '@bidfut/domain/contracts/enums'
import { statusChangeMessages } from '@bidfut/domain/rules/bid-status'
import { ApiError } from '@/lib/api-client'
import { updateBidPlayerField } from '@/lib/bid-player-fields'

export const STATUS_UPDATE_ERROR = 'Não foi possível atualizar seu status. Tente novamente.'

export type OwnStatusChange = { bidDayId: number; companyPlayerId: number; status: BidPlayerStatus }

/** The message for a refused change: the server's own words when the 24 slots are taken. */
export function statusErrorMessage(error: unknown, status: BidPlayerStatus): string {
  // A refused check-in is a 409 whose message tells the player why (all slots taken).
  if (error instanceof ApiError && error.status === 409 && status === 'confirmed') {
    return error.message
  }
  return STATUS_UPDATE_ERROR
}

/** PUT /bids/update-status-player/{bidDayId}/{companyPlayerId}: the player's own status. */
export function useUpdateOwnStatus() {
  return useMutation({
    mutationKey: ['bids', 'own-status'],
    mutationFn: ({ bidDayId, companyPlayerId, status }: OwnStatusChange) =>
      updateBidPlayerField(bidDayId, companyPlayerId, { field: 'status', value: status }),
    onSuccess: async (_result, { status }, _context, { client }) => {
      toast.success(statusChangeMessages[status])
      await client.invalidateQueries({ queryKey: ['bids'] })
    },
    onError: (error, { status }) => {
      toast.error(statusErrorMessage(error, status))
    },
  })
}
