import { queryOptions, useMutation, useQuery } from '@tanstack/react-query'
import { type Night, type RecordMatchRequest } from '@bidfut/domain/contracts/results'
import * as results from '@bidfut/domain/endpoints/results'
import { apiCall } from '@/lib/api-client'

const nightKey = (bidDayId: number) => ['bids', 'night', bidDayId] as const

/** GET /bids/{bidDayId}/night: the open BID's matches so far. */
export async function getNight(bidDayId: number, signal?: AbortSignal): Promise<Night | null> {
  return apiCall(results.bidNight, { params: { bidDayId }, signal })
}

export function useNight(bidDayId: number) {
  return useQuery(
    queryOptions({
      queryKey: nightKey(bidDayId),
      queryFn: ({ signal }) => getNight(bidDayId, signal),
    }),
  )
}

/** POST /bids/{bidDayId}/matches (organisers): one match of the night, score optional. */
export function recordMatch(bidDayId: number, body: RecordMatchRequest): Promise<Night> {
  return apiCall(results.recordMatch, { params: { bidDayId }, body })
}

/** DELETE /bids/{bidDayId}/matches/{matchId} (organisers): a match typed by mistake. */
export function deleteMatch(bidDayId: number, matchId: number): Promise<Night> {
  return apiCall(results.deleteMatch, { params: { bidDayId, matchId } })
}

export function useRecordMatch(bidDayId: number) {
  return useMutation({
    mutationFn: (body: RecordMatchRequest) => recordMatch(bidDayId, body),
    onSuccess: (night, _body, _context, { client }) =>
      client.setQueryData(nightKey(bidDayId), night),
  })
}

export function useDeleteMatch(bidDayId: number) {
  return useMutation({
    mutationFn: (matchId: number) => deleteMatch(bidDayId, matchId),
    onSuccess: (night, _id, _context, { client }) => client.setQueryData(nightKey(bidDayId), night),
  })
}
