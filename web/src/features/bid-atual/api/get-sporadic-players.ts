import { queryOptions, useQuery } from '@tanstack/react-query'
import { type SporadicPlayerChoice } from '@bidfut/domain/contracts/bids'
import * as bids from '@bidfut/domain/endpoints/bids'
import { apiCall } from '@/lib/api-client'

/** GET /bids/get-sporadic-players/{bidDayId}: registered members who can still join the BID. */
export async function getSporadicPlayers(
  bidDayId: number,
  signal?: AbortSignal,
): Promise<SporadicPlayerChoice[]> {
  const choices = await apiCall(bids.sporadicPlayerChoices, { params: { id: bidDayId }, signal })
  return choices ?? []
}

export const sporadicPlayersKey = (bidDayId: number) =>
  ['bids', 'sporadic-players', bidDayId] as const

export function sporadicPlayersQueryOptions(bidDayId: number) {
  return queryOptions({
    queryKey: sporadicPlayersKey(bidDayId),
    queryFn: ({ signal }) => getSporadicPlayers(bidDayId, signal),
  })
}

export function useSporadicPlayers(bidDayId: number, enabled: boolean) {
  return useQuery({ ...sporadicPlayersQueryOptions(bidDayId), enabled })
}
