import { queryOptions, useQuery } from '@tanstack/react-query'
import type { ClaimEmailCheck } from '@bidfut/domain/contracts/joining'
import * as joining from '@bidfut/domain/endpoints/joining'
import { apiCall } from '@/lib/api-client'

/** GET /accounts/join/claim-emails/{token}: the claim the emailed link confirms, unchanged. */
export async function getClaimEmail(token: string, signal?: AbortSignal): Promise<ClaimEmailCheck> {
  return apiCall(joining.claimEmailCheck, { params: { token }, auth: false, signal })
}

export function useClaimEmail(token: string) {
  return useQuery(
    queryOptions({
      queryKey: ['accounts', 'claim-email', token],
      queryFn: ({ signal }) => getClaimEmail(token, signal),
      enabled: token !== '',
      retry: false,
    }),
  )
}
