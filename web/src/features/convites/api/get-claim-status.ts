import { queryOptions, useQuery } from '@tanstack/react-query'
import type { ClaimStatusResponse } from '@bidfut/domain/contracts/joining'
import * as joining from '@bidfut/domain/endpoints/joining'
import { apiCall } from '@/lib/api-client'

const WAITING_POLL_MS = 5000

/** GET /accounts/join/claims/{token}: how this browser's claim stands (reading changes nothing). */
export async function getClaimStatus(
  token: string,
  signal?: AbortSignal,
): Promise<ClaimStatusResponse> {
  return apiCall(joining.claimStatus, { params: { token }, auth: false, signal })
}

/** Asked again every few seconds while the organiser has not decided. */
export function useClaimStatus(token: string | null) {
  return useQuery(
    queryOptions({
      queryKey: ['accounts', 'claim', token],
      queryFn: ({ signal }) => getClaimStatus(token!, signal),
      enabled: token !== null,
      retry: false,
      refetchInterval: (query) =>
        query.state.data?.status === 'pending' ? WAITING_POLL_MS : false,
    }),
  )
}
