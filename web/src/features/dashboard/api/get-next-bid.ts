import { queryOptions, useQuery } from '@tanstack/react-query'
import { type CheckInInfo } from '@bidfut/domain/contracts/bids'
import * as bids from '@bidfut/domain/endpoints/bids'
import { apiCall } from '@/lib/api-client'
import { useSession } from '@/lib/session-store'

export const NEXT_BID_ERROR = 'Erro ao carregar o próximo BID'

/**
 * GET /bids/get-information-check-in-bid: the open BID as the signed-in player sees it (their
 * status, the slots), for the dashboard's check-in; null (204) when no BID is open.
 */
export function getNextBid(signal?: AbortSignal): Promise<CheckInInfo | null> {
  return apiCall(bids.checkInInfo, { signal })
}

// Under 'bids': every change to the open BID (a check-in here or on /check-in included)
// invalidates ['bids'] and refreshes the card.
export const nextBidKey = (companyPlayerId: number | undefined) =>
  ['bids', 'dashboard-next-bid', companyPlayerId] as const

export function nextBidQueryOptions(companyPlayerId: number | undefined) {
  return queryOptions({
    queryKey: nextBidKey(companyPlayerId),
    queryFn: ({ signal }) => getNextBid(signal),
    enabled: companyPlayerId !== undefined,
  })
}

export function useNextBid() {
  const session = useSession()
  return useQuery(nextBidQueryOptions(session?.companyPlayerId))
}
