import { useMutation } from '@tanstack/react-query'
import { toast } from 'sonner'
import { fewerSlotsConflictSchema } from '@bidfut/domain/contracts/bid-changes'
import { type BidActionResult, type UpdateBidRequest } from '@bidfut/domain/contracts/bids'
import * as bids from '@bidfut/domain/endpoints/bids'
import { apiCall } from '@/lib/api-client'
import { ApiError } from '@/lib/api-error'
import { errorMessage } from '@/lib/error-message'
import { weatherQueryKey } from '@/lib/weather-forecast'

export type UpdateBidVariables = { bidDayId: number; schedule: UpdateBidRequest }

/**
 * The server's question when fewer places would move confirmed players to the waiting list
 * (ADR 053): its words, which name them; null for any other error.
 */
export function movesQuestionOf(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null
  const parsed = fewerSlotsConflictSchema.safeParse(error.body)
  return parsed.success && parsed.data.wouldMove?.length ? parsed.data.message : null
}

/** PUT /bids/update-bid/{id}: moves the open BID to another date, time or place, or its places. */
export async function updateBid({
  bidDayId,
  schedule,
}: UpdateBidVariables): Promise<BidActionResult> {
  return apiCall(bids.updateBid, { params: { id: bidDayId }, body: schedule })
}

export function useUpdateBid() {
  return useMutation({
    mutationFn: updateBid,
    onSuccess: async (result, _variables, _context, { client }) => {
      toast.success(result.message)
      // The check-in card and the forecast follow the new date and place.
      await Promise.all([
        client.invalidateQueries({ queryKey: ['bids'] }),
        client.invalidateQueries({ queryKey: weatherQueryKey }),
      ])
    },
    onError: (error) => {
      // The dialog asks before moving anyone: not a failure to report.
      if (movesQuestionOf(error)) return
      toast.error(`Erro ao atualizar BID: ${errorMessage(error)}`)
    },
  })
}
