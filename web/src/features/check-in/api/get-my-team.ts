import { queryOptions, useQuery } from '@tanstack/react-query'
import { type MemberTeamDraw } from '@bidfut/domain/contracts/teams'
import * as teams from '@bidfut/domain/endpoints/teams'
import { apiCall } from '@/lib/api-client'

/** The open BID's (ADR 059: this one's) stored draw (null before the organiser draws teams), without skill levels. */
export function getDrawnTeams(
  bidDayId: number,
  signal?: AbortSignal,
): Promise<MemberTeamDraw | null> {
  return apiCall(teams.drawnTeams, { signal, query: { bidDayId } })
}

export function drawnTeamsQueryOptions(bidDayId: number) {
  return queryOptions({
    queryKey: ['check-in', 'drawn-teams', bidDayId],
    queryFn: ({ signal }) => getDrawnTeams(bidDayId, signal),
    // Teams are drawn shortly before kick-off; pick them up without a manual reload.
    refetchInterval: 60_000,
  })
}

/** The drawn team the signed-in player is in, if any, and whether the line-up changed since. */
export function useMyTeam(bidDayId: number, companyPlayerId: number) {
  return useQuery({
    ...drawnTeamsQueryOptions(bidDayId),
    select: (draw) => {
      const team = draw?.teams.find((t) =>
        t.players.some((p) => p.companyPlayerId === companyPlayerId),
      )
      if (!draw || !team) return null
      const { quantityOfPlayersEachTeam: playersPerTeam, confirmedChanged } = draw
      return { team, playersPerTeam, confirmedChanged }
    },
  })
}
