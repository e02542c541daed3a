import { queryOptions, useQuery } from '@tanstack/react-query'
import {
  craqueLinkSchema,
  craqueTokenParamsSchema,
  type CraqueLink,
} from '@bidfut/domain/contracts/results'
import { ApiError, apiFetch } from '@/lib/api-client'
import { retryOnlyWhileUnreachable } from '@/lib/query-retry'

export const LINK_INVALID = 'Link inválido ou expirado.'

/** GET /craque/{token} (public): the BID and the vote the email's link is for; reading never votes. */
export async function getCraqueLink(token: string, signal?: AbortSignal): Promise<CraqueLink> {
  if (!craqueTokenParamsSchema.safeParse({ token }).success) throw new ApiError(404, LINK_INVALID)
  const link = await apiFetch(`/craque/${encodeURIComponent(token)}`, {
    auth: false,
    schema: craqueLinkSchema,
    signal,
  })
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
