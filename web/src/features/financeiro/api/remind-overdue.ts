import { useMutation } from '@tanstack/react-query'
import { toast } from 'sonner'
import { type RemindResult } from '@bidfut/domain/contracts/finance'
import * as finance from '@bidfut/domain/endpoints/finance'
import { apiCall } from '@/lib/api-client'
import { errorMessage } from '@/lib/error-message'

/** POST /finance/remind ('Cobrar'): emails the overdue and answers the WhatsApp text. */
export async function remindOverdue(): Promise<RemindResult> {
  return apiCall(finance.remindOverdue)
}

export function useRemindOverdue() {
  return useMutation({
    mutationFn: remindOverdue,
    onSuccess: async (_result, _input, _context, { client }) => {
      await client.invalidateQueries({ queryKey: ['finance'] })
    },
    onError: (error) => toast.error('Erro ao cobrar', { description: errorMessage(error) }),
  })
}
