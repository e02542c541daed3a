import type { QueryClient } from '@tanstack/react-query'
import { liveBidKey, type LiveBidState } from './get-current-bid'

/** After a cancel or finish there is no open BID: show the create form at once, then confirm. */
export async function showNoOpenBid(client: QueryClient, companyPlayerId: number | undefined) {
  const queryKey = liveBidKey(companyPlayerId)
  await client.cancelQueries({ queryKey })
  client.setQueryData<LiveBidState>(queryKey, {
    bid: null,
    etag: null,
    syncedAt: Date.now(),
    changes: null,
  })
  await client.invalidateQueries({ queryKey: ['bids'] })
}
