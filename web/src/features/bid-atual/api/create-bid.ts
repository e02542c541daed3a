import { useMutation } from '@tanstack/react-query'
import { toast } from 'sonner'
import { type CreateBidRequest, type LiveBid } from '@bidfut/domain/contracts/bids'
import * as bids from '@bidfut/domain/endpoints/bids'
import { apiCall } from '@/lib/api-client'
import { errorMessage } from '@/lib/error-message'
import { useSession } from '@/lib/session-store'
import { liveBidKey, type LiveBidState } from './get-current-bid'

/** POST /bids/create-bid: answers with the new open BID. */
export async function createBid(input: CreateBidRequest): Promise<LiveBid> {
  return apiCall(bids.createBid, { body: input })
}

export function useCreateBid() {
  const queryKey = liveBidKey(useSession()?.companyPlayerId)
  return useMutation({
    mutationFn: createBid,
    onSuccess: async (bid, _input, _context, { client }) => {
      client.setQueryData<LiveBidState>(queryKey, {
        bid,
        etag: null,
        syncedAt: Date.now(),
        changes: null,
      })
      toast.success(`BID #${bid.number} criado com sucesso!`)
      await client.invalidateQueries({ queryKey: ['bids'] })
    },
    onError: (error) => {
      toast.error(`Erro ao criar BID: ${errorMessage(error)}`)
    },
  })
}
