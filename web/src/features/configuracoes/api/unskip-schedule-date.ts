import { useMutation } from '@tanstack/react-query'
import {
  bidScheduleResponseSchema,
  type BidScheduleResponse,
} from '@bidfut/domain/contracts/bid-schedule'
import { apiFetchBody } from '@/lib/api-client'
import { getSession } from '@/lib/session-store'
import { bidScheduleKey } from './get-bid-schedule'

/** DELETE /groups/schedule/skips/:localDate: the date opens as scheduled again. */
export async function unskipScheduleDate(localDate: string): Promise<BidScheduleResponse> {
  return apiFetchBody(`/groups/schedule/skips/${localDate}`, {
    method: 'DELETE',
    schema: bidScheduleResponseSchema,
  })
}

export function useUnskipScheduleDate() {
  return useMutation({
    mutationFn: unskipScheduleDate,
    onSuccess: (saved, _localDate, _context, { client }) => {
      client.setQueryData(bidScheduleKey(getSession()?.companyId), saved)
    },
  })
}
