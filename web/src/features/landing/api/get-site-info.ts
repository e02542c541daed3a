import { queryOptions, useQuery } from '@tanstack/react-query'
import * as siteInfo from '@bidfut/domain/endpoints/site-info'
import { apiCall } from '@/lib/api-client'

/** The contact email and address the deployment configures (no rebuild to change them). */
export const siteInfoQueryOptions = queryOptions({
  queryKey: ['site-info'],
  queryFn: ({ signal }) => apiCall(siteInfo.siteInfo, { auth: false, signal }),
  staleTime: 5 * 60_000,
})

export function useSiteInfo() {
  return useQuery(siteInfoQueryOptions)
}
