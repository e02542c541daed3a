import { queryOptions, useQuery } from '@tanstack/react-query'
import { siteInfoSchema, type SiteInfo } from '@bidfut/domain/contracts/contact'
import { apiFetch } from '@/lib/api-client'

/** GET /site-info: the deployment's public settings (contact, 'Entrar com Google'). */
export const siteInfoQuery = queryOptions({
  queryKey: ['site-info'],
  queryFn: ({ signal }) => apiFetch('/site-info', { auth: false, schema: siteInfoSchema, signal }),
  staleTime: 5 * 60 * 1000,
})

export function useSiteInfo(): SiteInfo | null | undefined {
  return useQuery(siteInfoQuery).data
}
