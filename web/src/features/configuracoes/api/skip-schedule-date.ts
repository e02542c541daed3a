import { useMutation } from '@tanstack/react-query'
import { toast } from 'sonner'
import { type BidScheduleResponse, type SkipDateInput } from '@bidfut/domain/contracts/bid-schedule'
import * as season from '@bidfut/domain/endpoints/season'
import { apiCall } from '@/lib/api-client'
import { getSession } from '@/lib/session-store'
import { bidScheduleKey } from './get-bid-schedule'

/** POST /groups/schedule/skips: the date's BID is not opened (and is cancelled if open). */
export async function skipScheduleDate(input: SkipDateInput): Promise<BidScheduleResponse> {
  return apiCall(season.skipScheduleDate, { body: input })
}

export function useSkipScheduleDate() {
  return useMutation({
    mutationFn: skipScheduleDate,
    onSuccess: async (saved, input, _context, { client }) => {
      client.setQueryData(bidScheduleKey(getSession()?.companyId), saved)
      toast.success(`Dia ${input.localDate.slice(8, 10)}/${input.localDate.slice(5, 7)} pulado.`)
      await client.invalidateQueries({ queryKey: ['bids'] })
    },
  })
}
