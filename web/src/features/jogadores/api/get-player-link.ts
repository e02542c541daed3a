import { queryOptions, useQuery } from '@tanstack/react-query'
import { playerLinkResponseSchema, type PlayerLinkResponse } from '@bidfut/domain/contracts/joining'
import { apiFetchBody } from '@/lib/api-client'

/** GET /company-players/{id}/player-link: a pending player's own link, shown again as it is. */
export async function getPlayerLink(
  companyPlayerId: number,
  signal?: AbortSignal,
): Promise<PlayerLinkResponse> {
  return apiFetchBody(`/company-players/${companyPlayerId}/player-link`, {
    schema: playerLinkResponseSchema,
    signal,
  })
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
