import { useMutation } from '@tanstack/react-query'
import { toast } from 'sonner'
import { type BidActionResult } from '@bidfut/domain/contracts/bids'
import * as bids from '@bidfut/domain/endpoints/bids'
import { apiCall } from '@/lib/api-client'
import { useSession } from '@/lib/session-store'
import { showNoOpenBid } from './close-bid-state'

export const CANCEL_BID_ERROR = 'Erro ao cancelar BID. Tente novamente.'

/** DELETE /bids/delete-bid/{id}: cancels the open BID. */
export async function cancelBid(bidDayId: number): Promise<BidActionResult> {
  return apiCall(bids.cancelBid, { params: { id: bidDayId } })
}

export function useCancelBid() {
  const companyPlayerId = useSession()?.companyPlayerId
  return useMutation({
    mutationFn: cancelBid,
    onSuccess: async (result, _id, _context, { client }) => {
      toast.success(result.message)
      await showNoOpenBid(client, companyPlayerId)
    },
    onError: () => {
      toast.error(CANCEL_BID_ERROR)
    },
  })
}
