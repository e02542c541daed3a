import { useMutation } from '@tanstack/react-query'
import { toast } from 'sonner'
import {
  type BidScheduleResponse,
  type BidScheduleSettings,
} from '@bidfut/domain/contracts/bid-schedule'
import * as season from '@bidfut/domain/endpoints/season'
import { apiCall } from '@/lib/api-client'
import { getSession } from '@/lib/session-store'
import { bidScheduleKey } from './get-bid-schedule'

export const SCHEDULE_SAVED = 'Agenda salva.'

/** PUT /groups/schedule: answers the schedule as stored, with its next openings. */
export async function updateBidSchedule(
  schedule: BidScheduleSettings,
): Promise<BidScheduleResponse> {
  return apiCall(season.updateBidSchedule, { body: schedule })
}

export function useUpdateBidSchedule() {
  return useMutation({
    mutationFn: updateBidSchedule,
    onSuccess: async (saved, _input, _context, { client }) => {
      client.setQueryData(bidScheduleKey(getSession()?.companyId), saved)
      toast.success(SCHEDULE_SAVED)
      // An opening may be due at once, and the window shows on the BID's screens.
      await client.invalidateQueries({ queryKey: ['bids'] })
    },
  })
}
