import { queryOptions, useQuery } from '@tanstack/react-query'
import { teamDrawSchema, type TeamDraw } from '@bidfut/domain/contracts/teams'
import * as teams from '@bidfut/domain/endpoints/teams'
import { apiCall } from '@/lib/api-client'
import { ApiError, UNEXPECTED_RESPONSE } from '@/lib/api-error'

export const drawnTeamsQueryKey = ['bids', 'drawn-teams'] as const

/** The stored draw of the open BID with skill levels (an organiser's), or null before any. */
export async function getDrawnTeams(signal?: AbortSignal): Promise<TeamDraw | null> {
  const draw = await apiCall(teams.drawnTeams, { signal })
  if (draw === null) return null
  const organisers = teamDrawSchema.safeParse(draw)
  if (!organisers.success) throw new ApiError(200, UNEXPECTED_RESPONSE)
  return organisers.data
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
