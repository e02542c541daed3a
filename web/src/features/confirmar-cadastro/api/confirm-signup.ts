import { useMutation } from '@tanstack/react-query'
import { joinOutcomeSchema, type JoinOutcome } from '@bidfut/domain/contracts/joining'
import { apiFetchBody } from '@/lib/api-client'

/**
 * POST /accounts/signup/confirm: the person's tap creates the account, founds or joins the
 * pelada and answers as a login does, or (a short join that named a player of the list, ADR 049)
 * with the claim that waits for the organiser.
 */
export async function confirmSignup(token: string): Promise<JoinOutcome> {
  return apiFetchBody('/accounts/signup/confirm', {
    method: 'POST',
    auth: false,
    body: { token },
    schema: joinOutcomeSchema,
  })
}

export function useConfirmSignup() {
  return useMutation({ mutationFn: confirmSignup })
}
