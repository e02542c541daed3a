import { queryOptions, useQuery } from '@tanstack/react-query'
import { teamDrawSchema, type TeamDraw } from '@bidfut/domain/contracts/teams'
import * as teams from '@bidfut/domain/endpoints/teams'
import { apiCall } from '@/lib/api-client'
import { ApiError, UNEXPECTED_RESPONSE } from '@/lib/api-error'
import { chosenLiveBid } from './get-current-bid'

export const drawnTeamsQueryKey = ['bids', 'drawn-teams'] as const

/** The stored draw of the open BID with skill levels (an organiser's), or null before any. */
export async function getDrawnTeams(
  signal?: AbortSignal,
  bidDayId?: number,
): Promise<TeamDraw | null> {
  const query = bidDayId === undefined ? undefined : { bidDayId }
  const draw = await apiCall(teams.drawnTeams, { signal, query })
  if (draw === null) return null
  const organisers = teamDrawSchema.safeParse(draw)
  if (!organisers.success) throw new ApiError(200, UNEXPECTED_RESPONSE)
  return organisers.data
}

export function drawnTeamsQueryOptions() {
  return queryOptions({
    queryKey: drawnTeamsQueryKey,
    // The draw of the BID the screen runs (ADR 059).
    queryFn: ({ client, signal }) => getDrawnTeams(signal, chosenLiveBid(client)),
  })
}

export function useDrawnTeams(enabled: boolean) {
  return useQuery({ ...drawnTeamsQueryOptions(), enabled })
}
