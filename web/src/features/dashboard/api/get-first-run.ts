import { queryOptions, useQuery } from '@tanstack/react-query'
import { isOrganiser, type Role } from '@bidfut/domain/contracts/enums'
import { type FirstRun } from '@bidfut/domain/contracts/first-run'
import * as players from '@bidfut/domain/endpoints/players'
import { apiCall } from '@/lib/api-client'
import { useSession } from '@/lib/session-store'

/** GET /groups/first-run: the organisers' first steps, derived from the group's data (ADR 032). */
export function getFirstRun(signal?: AbortSignal): Promise<FirstRun> {
  return apiCall(players.firstRun, { signal })
}

export const firstRunKey = (companyId: number | undefined) =>
  ['groups', 'first-run', companyId] as const

/** Members never ask: the steps are the organisers' work. */
export function firstRunQueryOptions(companyId: number | undefined, role: Role | undefined) {
  return queryOptions({
    queryKey: firstRunKey(companyId),
    queryFn: ({ signal }) => getFirstRun(signal),
    enabled: companyId !== undefined && role !== undefined && isOrganiser(role),
    // Steps are done on other screens (settings, register, BID): read again on every visit, but
    // not a second time right after the first screen's prefetch.
    staleTime: 2_000,
  })
}

export function useFirstRun() {
  const session = useSession()
  return useQuery(firstRunQueryOptions(session?.companyId, session?.role))
}
