import { queryOptions, useQuery } from '@tanstack/react-query'
import type { PlayerLinkResponse } from '@bidfut/domain/contracts/joining'
import * as groupClaims from '@bidfut/domain/endpoints/group-claims'
import { apiCall } from '@/lib/api-client'

/** GET /company-players/{id}/player-link: a pending player's own link, shown again as it is. */
export async function getPlayerLink(
  companyPlayerId: number,
  signal?: AbortSignal,
): Promise<PlayerLinkResponse> {
  return apiCall(groupClaims.playerLink, { params: { companyPlayerId }, signal })
}

export const playerLinkKey = (companyPlayerId: number | null) =>
  ['company-players', 'player-link', companyPlayerId] as const

export function usePlayerLink(companyPlayerId: number | null) {
  return useQuery(
    queryOptions({
      queryKey: playerLinkKey(companyPlayerId),
      queryFn: ({ signal }) => getPlayerLink(companyPlayerId!, signal),
      enabled: companyPlayerId !== null,
      staleTime: Infinity,
    }),
  )
}
