import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query'
import type { ActivityKindFilter, ActivityPage } from '@bidfut/domain/contracts/activity'
import * as activity from '@bidfut/domain/endpoints/activity'
import { apiCall } from '@/lib/api-client'
import { useSession } from '@/lib/session-store'

export type ActivityFilters = { person?: number; bid?: number; kind?: ActivityKindFilter }

/** GET /activity (administrators and managers): the group's log, newest first, filtered. */
export async function getActivity(
  filters: ActivityFilters,
  before: number | null,
  signal?: AbortSignal,
) {
  const query = {
    person: filters.person || undefined,
    bid: filters.bid || undefined,
    kind: filters.kind,
    before: before ?? undefined,
  }
  return apiCall(activity.groupActivity, { query, signal })
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
