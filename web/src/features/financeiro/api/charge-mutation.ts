import { useMutation } from '@tanstack/react-query'
import { toast } from 'sonner'
import { chargeSchema, type Charge } from '@bidfut/domain/contracts/finance'
import { apiFetchBody } from '@/lib/api-client'
import { errorMessage } from '@/lib/error-message'

/**
 * The shape every change to a charge shares: one POST/PUT answering the charge, a toast, and
 * /financeiro's answers refreshed (the charge moved, the summary changed).
 */
export function useChargeMutation<Input>(options: {
  request: (input: Input) => { path: string; method: 'POST' | 'PUT'; body?: unknown }
  success: string
  failure: string
}) {
  return useMutation({
    mutationFn: async (input: Input): Promise<Charge> => {
      const { path, method, body } = options.request(input)
      return apiFetchBody(path, { method, body, schema: chargeSchema })
    },
    onSuccess: async (_charge, _input, _context, { client }) => {
      toast.success(options.success)
      await client.invalidateQueries({ queryKey: ['finance'] })
    },
    onError: (error) => toast.error(options.failure, { description: errorMessage(error) }),
  })
}
