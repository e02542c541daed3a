import { useMutation } from '@tanstack/react-query'
import { type BidScheduleResponse } from '@bidfut/domain/contracts/bid-schedule'
import * as season from '@bidfut/domain/endpoints/season'
import { apiCall } from '@/lib/api-client'
import { getSession } from '@/lib/session-store'
import { bidScheduleKey } from './get-bid-schedule'

/** DELETE /groups/schedule/skips/:localDate: the date opens as scheduled again. */
export async function unskipScheduleDate(localDate: string): Promise<BidScheduleResponse> {
  return apiCall(season.unskipScheduleDate, { params: { localDate } })
}

export function useUnskipScheduleDate() {
  return useMutation({
    mutationFn: unskipScheduleDate,
    onSuccess: (saved, _localDate, _context, { client }) => {
      client.setQueryData(bidScheduleKey(getSession()?.companyId), saved)
    },
  })
}
