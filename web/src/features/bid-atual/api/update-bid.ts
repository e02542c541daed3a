import { useMutation } from '@tanstack/react-query'
import { toast } from 'sonner'
import { type BidActionResult, type UpdateBidRequest } from '@bidfut/domain/contracts/bids'
import * as bids from '@bidfut/domain/endpoints/bids'
import { apiCall } from '@/lib/api-client'
import { errorMessage } from '@/lib/error-message'
import { weatherQueryKey } from '@/lib/weather-forecast'

export type UpdateBidVariables = { bidDayId: number; schedule: UpdateBidRequest }

/** PUT /bids/update-bid/{id}: moves the open BID to another date, time or place. */
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
      toast.error(`Erro ao atualizar BID: ${errorMessage(error)}`)
    },
  })
}
