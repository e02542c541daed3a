import { queryOptions, useQuery } from '@tanstack/react-query'
import { type PlayersListResponse } from '@bidfut/domain/contracts/players'
import * as players from '@bidfut/domain/endpoints/players'
import { apiCall } from '@/lib/api-client'
import { useSession } from '@/lib/session-store'

const empty: PlayersListResponse = { monthlyPlayers: [], goalKeepers: [], sporadicPlayers: [] }

export async function getPlayers(signal?: AbortSignal): Promise<PlayersListResponse> {
  return (await apiCall(players.listPlayers, { signal })) ?? empty
}

export const playersListKey = (companyId: number | undefined) =>
  ['company-players', 'list', companyId] as const

export function playersQueryOptions(companyId: number | undefined) {
  return queryOptions({
    queryKey: playersListKey(companyId),
    queryFn: ({ signal }) => getPlayers(signal),
    enabled: companyId !== undefined,
  })
}

export function usePlayers() {
  const session = useSession()
  return useQuery(playersQueryOptions(session?.companyId))
}
