import { queryOptions, useQuery } from '@tanstack/react-query'
import type { PlayerLinkInfo } from '@bidfut/domain/contracts/joining'
import * as joining from '@bidfut/domain/endpoints/joining'
import { apiCall } from '@/lib/api-client'

/** GET /accounts/join/player-link/{token}: whom a player's own link is for. */
export async function getPlayerLinkInfo(
  token: string,
  signal?: AbortSignal,
): Promise<PlayerLinkInfo> {
  return apiCall(joining.playerLinkInfo, { params: { token }, auth: false, signal })
}

export function usePlayerLinkInfo(token: string) {
  return useQuery(
    queryOptions({
      queryKey: ['accounts', 'player-link', token],
      queryFn: ({ signal }) => getPlayerLinkInfo(token, signal),
      enabled: token !== '',
      retry: false,
      staleTime: Infinity,
    }),
  )
}
