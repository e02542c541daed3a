import { queryOptions, useQuery } from '@tanstack/react-query'
import type { SiteInfo } from '@bidfut/domain/contracts/contact'
import * as siteInfo from '@bidfut/domain/endpoints/site-info'
import { apiCall } from '@/lib/api-client'

/**
 * GET /site-info: the deployment's public settings (the contact email and address, 'Entrar com
 * Google'), read by the privacy page and the sign-in screens; no rebuild to change them.
 */
export const siteInfoQueryOptions = queryOptions({
  queryKey: ['site-info'],
  queryFn: ({ signal }) => apiCall(siteInfo.siteInfo, { auth: false, signal }),
  staleTime: 5 * 60_000,
})

export function useSiteInfo(): SiteInfo | undefined {
  return useQuery(siteInfoQueryOptions).data
}
