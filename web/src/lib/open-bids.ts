import { queryOptions, useQuery } from '@tanstack/react-query'
import { type OpenBidSummary } from '@bidfut/domain/contracts/open-bids'
import * as bids from '@bidfut/domain/endpoints/bids'
import { apiCall } from '@/lib/api-client'
import { useSession } from '@/lib/session-store'

// GET /bids/open (ADR 059), shared by /check-in, the dashboard's card and /bid-atual: with two
// or more open BIDs each screen lets the person choose the game; with one it looks as before.

export async function getOpenBids(signal?: AbortSignal): Promise<OpenBidSummary[]> {
  return apiCall(bids.openBids, { signal })
}

// Under 'bids': every change to a BID invalidates ['bids'] and refreshes the list.
export const openBidsKey = (companyPlayerId: number | undefined) =>
  ['bids', 'open', companyPlayerId] as const

export function openBidsQueryOptions(companyPlayerId: number | undefined) {
  return queryOptions({
    queryKey: openBidsKey(companyPlayerId),
    queryFn: ({ signal }) => getOpenBids(signal),
    enabled: companyPlayerId !== undefined,
  })
}

/**
 * The group's open BIDs, the next game first, when there are two or more; an empty list
 * otherwise (or while loading, or if the list could not be read): the screen shows its one BID.
 */
export function useOtherOpenBids(): OpenBidSummary[] {
  const open = useQuery(openBidsQueryOptions(useSession()?.companyPlayerId))
  return open.data && open.data.length > 1 ? open.data : []
}

/** The chosen BID if it is still open, else undefined: the next game. */
export const stillOpen = (games: OpenBidSummary[], bidDayId: number | undefined) =>
  games.some((game) => game.bidDayId === bidDayId) ? bidDayId : undefined
