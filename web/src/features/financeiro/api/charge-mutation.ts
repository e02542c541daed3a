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
  /** The toast, from the charge as the change left it when it depends on it. */
  success: string | ((charge: Charge) => string)
  failure: string
}) {
  return useMutation({
    mutationFn: options.request,
    onSuccess: async (charge, _input, _context, { client }) => {
      toast.success(typeof options.success === 'string' ? options.success : options.success(charge))
      await client.invalidateQueries({ queryKey: ['finance'] })
    },
    onError: (error) => toast.error(options.failure, { description: errorMessage(error) }),
  })
}
