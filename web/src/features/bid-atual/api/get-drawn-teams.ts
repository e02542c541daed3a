import { queryOptions, useQuery } from '@tanstack/react-query'
import { teamDrawSchema, type TeamDraw } from '@bidfut/domain/contracts/teams'
import { apiFetch } from '@/lib/api-client'

export const drawnTeamsQueryKey = ['bids', 'drawn-teams'] as const

/** The stored draw of the open BID, or null when none was drawn yet. */
export function getDrawnTeams(signal?: AbortSignal): Promise<TeamDraw | null> {
  return apiFetch('/bids/drawn-teams', { schema: teamDrawSchema, signal })
}

export function drawnTeamsQueryOptions() {
  return queryOptions({
    queryKey: drawnTeamsQueryKey,
    queryFn: ({ signal }) => getDrawnTeams(signal),
  })
}

export function useDrawnTeams(enabled: boolean) {
  return useQuery({ ...drawnTeamsQueryOptions(), enabled })
}
