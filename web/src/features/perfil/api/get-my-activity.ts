import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query'
import type { ActivityPage } from '@bidfut/domain/contracts/activity'
import * as activity from '@bidfut/domain/endpoints/activity'
import { apiCall } from '@/lib/api-client'
import { useSession } from '@/lib/session-store'

/** The entries about the person in the current pelada, newest first. */
export async function getMyActivity(before: number | null, signal?: AbortSignal) {
  return apiCall(activity.myActivity, { query: { before: before ?? undefined }, signal })
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
