import { useMutation } from '@tanstack/react-query'
import { toast } from 'sonner'
import { type BidActionResult } from '@bidfut/domain/contracts/bids'
import * as bids from '@bidfut/domain/endpoints/bids'
import { apiCall } from '@/lib/api-client'
import { errorMessage } from '@/lib/error-message'
import { useSession } from '@/lib/session-store'
import { statisticsQueryKey } from '@/lib/statistics-query-key'
import { showNoOpenBid } from './close-bid-state'

export type CompleteBidVariables = { bidDayId: number; noShows: number[] }

/**
 * POST /bids/complete-bid/{id}: finishes the open BID once the game has been played; `noShows`
 * were confirmed and did not come ('Faltou sem avisar', ADR 053).
 */
export async function completeBid({
  bidDayId,
  noShows,
}: CompleteBidVariables): Promise<BidActionResult> {
  return apiCall(bids.completeBid, { params: { id: bidDayId }, body: { noShows } })
}

export function useCompleteBid() {
  const companyPlayerId = useSession()?.companyPlayerId
  return useMutation({
    mutationFn: completeBid,
    onSuccess: async (result, _id, _context, { client }) => {
      toast.success(result.message)
      // The finished BID now counts: dashboard, history and ranking show it at once.
      await Promise.all([
        showNoOpenBid(client, companyPlayerId),
        client.invalidateQueries({ queryKey: statisticsQueryKey }),
      ])
    },
    onError: (error) => {
      toast.error(`Erro ao finalizar BID: ${errorMessage(error)}`)
    },
  })
}
