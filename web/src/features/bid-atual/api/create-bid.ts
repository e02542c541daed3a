import { useMutation } from '@tanstack/react-query'
import { toast } from 'sonner'
import { type CreateBidRequest, type LiveBid } from '@bidfut/domain/contracts/bids'
import * as bids from '@bidfut/domain/endpoints/bids'
import { apiCall } from '@/lib/api-client'
import { errorMessage } from '@/lib/error-message'
import { useSession } from '@/lib/session-store'
import { showCreatedBid } from './get-current-bid'

/** POST /bids/create-bid: answers with the new open BID. */
export async function createBid(input: CreateBidRequest): Promise<LiveBid> {
  return apiCall(bids.createBid, { body: input })
}

/**
 * Creates the BID and runs it on /bid-atual. `errorsInForm`: the form shows the refusal (a date
 * that has an open BID is a 409 naming it), so no toast repeats it.
 */
export function useCreateBid({ errorsInForm = false }: { errorsInForm?: boolean } = {}) {
  const companyPlayerId = useSession()?.companyPlayerId
  return useMutation({
    mutationFn: createBid,
    onSuccess: async (bid, _input, _context, { client }) => {
      await showCreatedBid(client, companyPlayerId, bid)
      toast.success(`BID #${bid.number} criado com sucesso!`)
      await client.invalidateQueries({ queryKey: ['bids'] })
    },
    onError: (error) => {
      if (!errorsInForm) toast.error(`Erro ao criar BID: ${errorMessage(error)}`)
    },
  })
}
