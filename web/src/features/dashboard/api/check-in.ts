import { useMutation } from '@tanstack/react-query'
import { toast } from 'sonner'
import { type StatusChangeResult } from '@bidfut/domain/contracts/bids'
import * as bids from '@bidfut/domain/endpoints/bids'
import { apiCall } from '@/lib/api-client'
import { ApiError } from '@/lib/api-error'
import { errorMessage } from '@/lib/error-message'

export const CHECK_IN_ERROR = 'Não foi possível fazer seu check-in. Tente novamente.'

export type CheckIn = { bidDayId: number; companyPlayerId: number }

/**
 * PUT /bids/update-status-player/{bidDayId}/{companyPlayerId} with 'confirmed': the player's own
 * check-in, as /check-in sends it. On a full BID the reply puts them in the waiting list.
 */
export function checkIn({ bidDayId, companyPlayerId }: CheckIn): Promise<StatusChangeResult> {
  return apiCall(bids.updateStatus, {
    params: { bidDayId, companyPlayerId },
    body: { status: 'confirmed' },
  })
}

export function useCheckIn() {
  return useMutation({
    mutationKey: ['bids', 'own-status'],
    mutationFn: checkIn,
    onSuccess: async (result, _checkIn, _context, { client }) => {
      toast.success(result.message)
      await client.invalidateQueries({ queryKey: ['bids'] })
    },
    // A 409 names the rule that stopped it (the game started, already in…).
    onError: (error) =>
      toast.error(
        error instanceof ApiError && error.status === 409 ? errorMessage(error) : CHECK_IN_ERROR,
      ),
  })
}
