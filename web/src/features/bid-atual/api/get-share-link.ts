import { queryOptions, useQuery } from '@tanstack/react-query'
import * as share from '@bidfut/domain/endpoints/share'
import { apiCall } from '@/lib/api-client'
import { appUrl } from '@/lib/app-url'

/** The /check-in link the group's shared texts carry (ADR 048). */
export const getShareLink = (signal?: AbortSignal) => apiCall(share.shareLink, { signal })

export function shareLinkQueryOptions() {
  return queryOptions({
    queryKey: ['bid-atual', 'share-link'],
    queryFn: ({ signal }) => getShareLink(signal),
    staleTime: 5 * 60_000,
  })
}

/** The check-in link for a shared text: the group's (with its preview token) once known. */
export function useCheckInShareUrl(enabled = true): string {
  const link = useQuery({ ...shareLinkQueryOptions(), enabled })
  return link.data?.checkInUrl ?? appUrl('/check-in')
}
