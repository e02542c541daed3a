import { queryOptions, useQuery } from '@tanstack/react-query'
import { type BidScheduleResponse } from '@bidfut/domain/contracts/bid-schedule'
import * as season from '@bidfut/domain/endpoints/season'
import { apiCall } from '@/lib/api-client'
import { useSession } from '@/lib/session-store'

export const SCHEDULE_LOAD_ERROR = 'Erro ao carregar a agenda'

/** GET /groups/schedule: 'Agenda da pelada' (administrators and managers). */
export async function getBidSchedule(signal?: AbortSignal): Promise<BidScheduleResponse> {
  return apiCall(season.bidSchedule, { signal, emptyMessage: SCHEDULE_LOAD_ERROR })
}

export const bidScheduleKey = (companyId: number | undefined) =>
  ['groups', 'schedule', companyId] as const

export function bidScheduleQueryOptions(companyId: number | undefined) {
  return queryOptions({
    queryKey: bidScheduleKey(companyId),
    queryFn: ({ signal }) => getBidSchedule(signal),
    enabled: companyId !== undefined,
  })
}

export function useBidSchedule() {
  const session = useSession()
  return useQuery(bidScheduleQueryOptions(session?.companyId))
}
