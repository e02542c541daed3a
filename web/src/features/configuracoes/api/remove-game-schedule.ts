import { useMutation } from '@tanstack/react-query'
import { toast } from 'sonner'
import { type BidScheduleResponse } from '@bidfut/domain/contracts/bid-schedule'
import * as season from '@bidfut/domain/endpoints/season'
import { apiCall } from '@/lib/api-client'
import { getSession } from '@/lib/session-store'
import { bidScheduleKey } from './get-bid-schedule'

/** DELETE /groups/schedules/:id: the game leaves the agenda; a BID it opened stays. */
export async function removeGameSchedule(id: number): Promise<BidScheduleResponse> {
  return apiCall(season.removeGameSchedule, { params: { id } })
}

export function useRemoveGameSchedule() {
  return useMutation({
    mutationFn: removeGameSchedule,
    onSuccess: (saved, _id, _context, { client }) => {
      client.setQueryData(bidScheduleKey(getSession()?.companyId), saved)
      toast.success('Jogo tirado da agenda.')
    },
  })
}
