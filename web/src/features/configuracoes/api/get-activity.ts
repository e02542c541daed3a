import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query'
import {
  activityPageSchema,
  type ActivityKindFilter,
  type ActivityPage,
} from '@bidfut/domain/contracts/activity'
import { apiFetchBody } from '@/lib/api-client'
import { useSession } from '@/lib/session-store'

export type ActivityFilters = { person?: number; bid?: number; kind?: ActivityKindFilter }

/** GET /activity (administrators and managers): the group's log, newest first, filtered. */
export async function getActivity(
  filters: ActivityFilters,
  before: number | null,
  signal?: AbortSignal,
) {
  const params = new URLSearchParams()
  if (filters.person) params.set('person', String(filters.person))
  if (filters.bid) params.set('bid', String(filters.bid))
  if (filters.kind) params.set('kind', filters.kind)
  if (before !== null) params.set('before', String(before))
  const query = params.size > 0 ? `?${params}` : ''
  return apiFetchBody(`/activity${query}`, { schema: activityPageSchema, signal })
}

export function activityQueryOptions(companyId: number | undefined, filters: ActivityFilters) {
  return infiniteQueryOptions({
    queryKey: ['activity', 'group', companyId, filters] as const,
    queryFn: ({ pageParam, signal }) => getActivity(filters, pageParam, signal),
    initialPageParam: null as number | null,
    getNextPageParam: (last: ActivityPage) => last.nextBefore,
    enabled: companyId !== undefined,
    // A new filter keeps the old list on screen until its first page arrives.
    placeholderData: keepPreviousData,
  })
}

export function useActivity(filters: ActivityFilters) {
  return useInfiniteQuery(activityQueryOptions(useSession()?.companyId, filters))
}
