import { useMutation } from '@tanstack/react-query'
import { toast } from 'sonner'
import type { Charge } from '@bidfut/domain/contracts/finance'
import { errorMessage } from '@/lib/error-message'

/**
 * The shape every change to a charge shares: one call answering the charge, a toast, and
 * /financeiro's answers refreshed (the charge moved, the summary changed).
 */
export function useChargeMutation<Input>(options: {
  request: (input: Input) => Promise<Charge>
  success: string
  failure: string
}) {
  return useMutation({
    mutationFn: options.request,
    onSuccess: async (_charge, _input, _context, { client }) => {
      toast.success(options.success)
      await client.invalidateQueries({ queryKey: ['finance'] })
    },
    onError: (error) => toast.error(options.failure, { description: errorMessage(error) }),
  })
}
