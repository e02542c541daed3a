import { queryOptions, useQuery } from '@tanstack/react-query'
import { type CheckInInfo } from '@bidfut/domain/contracts/bids'
import * as bids from '@bidfut/domain/endpoints/bids'
import { apiCall } from '@/lib/api-client'
import { useSession } from '@/lib/session-store'

/**
 * The next BID as the signed-in player sees it, or the open BID chosen (ADR 059); null when no
 * BID is open (204).
 */
export function getCheckInInfo(
  bidDayId: number | undefined,
  signal?: AbortSignal,
): Promise<CheckInInfo | null> {
  return apiCall(bids.checkInInfo, { signal, query: bidDayId ? { bidDayId } : undefined })
}

export const checkInInfoKey = (companyPlayerId: number | undefined, bidDayId?: number) =>
  bidDayId === undefined
    ? (['bids', 'check-in', companyPlayerId] as const)
    : (['bids', 'check-in', companyPlayerId, bidDayId] as const)

export function checkInInfoQueryOptions(companyPlayerId: number | undefined, bidDayId?: number) {
  return queryOptions({
    queryKey: checkInInfoKey(companyPlayerId, bidDayId),
    queryFn: ({ signal }) => getCheckInInfo(bidDayId, signal),
    enabled: companyPlayerId !== undefined,
  })
}

export function useCheckInInfo(bidDayId?: number) {
  const session = useSession()
  return useQuery(checkInInfoQueryOptions(session?.companyPlayerId, bidDayId))
}
