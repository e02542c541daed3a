import { queryOptions, useQuery } from '@tanstack/react-query'
import { claimEmailCheckSchema, type ClaimEmailCheck } from '@bidfut/domain/contracts/joining'
import { apiFetchBody } from '@/lib/api-client'

/** GET /accounts/join/claim-emails/{token}: the claim the emailed link confirms, unchanged. */
export async function getClaimEmail(token: string, signal?: AbortSignal): Promise<ClaimEmailCheck> {
  return apiFetchBody(`/accounts/join/claim-emails/${encodeURIComponent(token)}`, {
    auth: false,
    schema: claimEmailCheckSchema,
    signal,
  })
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
