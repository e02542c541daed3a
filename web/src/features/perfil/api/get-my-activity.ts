import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query'
import { activityPageSchema, type ActivityPage } from '@bidfut/domain/contracts/activity'
import { apiFetchBody } from '@/lib/api-client'
import { useSession } from '@/lib/session-store'

/** GET /activity/mine: the entries about the person in the current pelada, newest first. */
export async function getMyActivity(before: number | null, signal?: AbortSignal) {
  const query = before === null ? '' : `?before=${before}`
  return apiFetchBody(`/activity/mine${query}`, { schema: activityPageSchema, signal })
}

export function myActivityQueryOptions(companyPlayerId: number | undefined) {
  return infiniteQueryOptions({
    queryKey: ['activity', 'mine', companyPlayerId] as const,
    queryFn: ({ pageParam, signal }) => getMyActivity(pageParam, signal),
    initialPageParam: null as number | null,
    getNextPageParam: (last: ActivityPage) => last.nextBefore,
    enabled: companyPlayerId !== undefined,
  })
}

export function useMyActivity() {
  return useInfiniteQuery(myActivityQueryOptions(useSession()?.companyPlayerId))
}
