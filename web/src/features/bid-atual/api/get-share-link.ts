import { queryOptions, useQuery } from '@tanstack/react-query'
import { shareLinkSchema, type ShareLink } from '@bidfut/domain/contracts/share'
import { apiFetch } from '@/lib/api-client'
import { appUrl } from '@/lib/app-url'

/** GET /groups/share-link: the /check-in link the group's shared texts carry (ADR 048). */
export async function getShareLink(signal?: AbortSignal): Promise<ShareLink | null> {
  return apiFetch('/groups/share-link', { schema: shareLinkSchema, signal })
}

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
