import { queryOptions, useQuery } from '@tanstack/react-query'
import { playerLinkInfoSchema, type PlayerLinkInfo } from '@bidfut/domain/contracts/joining'
import { apiFetchBody } from '@/lib/api-client'

/** GET /accounts/join/player-link/{token}: whom a player's own link is for. */
export async function getPlayerLinkInfo(
  token: string,
  signal?: AbortSignal,
): Promise<PlayerLinkInfo> {
  return apiFetchBody(`/accounts/join/player-link/${encodeURIComponent(token)}`, {
    auth: false,
    schema: playerLinkInfoSchema,
    signal,
  })
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
