import { queryOptions, useQuery } from '@tanstack/react-query'
import { craqueTokenParamsSchema, type CraqueLink } from '@bidfut/domain/contracts/results'
import * as results from '@bidfut/domain/endpoints/results'
import { apiCall } from '@/lib/api-client'
import { ApiError } from '@/lib/api-error'
import { retryOnlyWhileUnreachable } from '@/lib/query-retry'

export const LINK_INVALID = 'Link inválido ou expirado.'

/** GET /craque/{token} (public): the BID and the vote the email's link is for; reading never votes. */
export async function getCraqueLink(token: string, signal?: AbortSignal): Promise<CraqueLink> {
  if (!craqueTokenParamsSchema.safeParse({ token }).success) throw new ApiError(404, LINK_INVALID)
  const link = await apiCall(results.craqueLink, { params: { token }, auth: false, signal })
  if (!link) throw new ApiError(404, LINK_INVALID)
  return link
}

export const craqueLinkKey = (token: string) => ['craque', 'link', token] as const

export function useCraqueLink(token: string) {
  return useQuery(
    queryOptions({
      queryKey: craqueLinkKey(token),
      queryFn: ({ signal }) => getCraqueLink(token, signal),
      retry: retryOnlyWhileUnreachable,
      refetchOnWindowFocus: false,
    }),
  )
}
