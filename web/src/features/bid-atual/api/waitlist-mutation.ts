import { useMutation } from '@tanstack/react-query'
import { toast } from 'sonner'
import type { StatusChangeResult } from '@bidfut/domain/contracts/bids'
import { errorMessage } from '@/lib/error-message'
import { refreshLiveBidQuietly } from './get-current-bid'

export type WaitlistEntry = { bidDayId: number; companyPlayerId: number }

/** Promoting or removing someone in the line: the server's message, then the new line. */
export function useWaitlistMutation<Entry extends WaitlistEntry>(
  mutationFn: (entry: Entry) => Promise<StatusChangeResult>,
  errorTitle: string,
) {
  return useMutation({
    mutationFn,
    onSuccess: async (result, _entry, _context, { client }) => {
      toast.success(result.message)
      await refreshLiveBidQuietly(client)
    },
    onError: async (error, _entry, _context, { client }) => {
      toast.error(`${errorTitle}: ${errorMessage(error)}`)
      // Someone else may have changed the line first: show it as it is now.
      await refreshLiveBidQuietly(client)
    },
  })
}
