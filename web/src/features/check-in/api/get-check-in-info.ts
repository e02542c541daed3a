import { queryOptions, useQuery } from '@tanstack/react-query'
import { type CheckInInfo } from '@bidfut/domain/contracts/bids'
import * as bids from '@bidfut/domain/endpoints/bids'
import { apiCall } from '@/lib/api-client'
import { useSession } from '@/lib/session-store'

/** The next BID as the signed-in player sees it; null when no BID is open (204). */
export function getCheckInInfo(signal?: AbortSignal): Promise<CheckInInfo | null> {
  return apiCall(bids.checkInInfo, { signal })
}

export const checkInInfoKey = (companyPlayerId: number | undefined) =>
  ['bids', 'check-in', companyPlayerId] as const

export function checkInInfoQueryOptions(companyPlayerId: number | undefined) {
  return queryOptions({
    queryKey: checkInInfoKey(companyPlayerId),
    queryFn: ({ signal }) => getCheckInInfo(signal),
    enabled: companyPlayerId !== undefined,
  })
}

export function useCheckInInfo() {
  const session = useSession()
  return useQuery(checkInInfoQueryOptions(session?.companyPlayerId))
}
