import { useMutation } from '@tanstack/react-query'
import type { JoinOutcome } from '@bidfut/domain/contracts/joining'
import * as registration from '@bidfut/domain/endpoints/registration'
import { apiCall } from '@/lib/api-client'

/**
 * POST /accounts/signup/confirm: the person's tap creates the account, founds or joins the
 * pelada and answers as a login does, or (a short join that named a player of the list, ADR 049)
 * with the claim that waits for the organiser.
 */
export async function confirmSignup(token: string): Promise<JoinOutcome> {
  return apiCall(registration.confirmSignup, { auth: false, body: { token } })
}

export function useConfirmSignup() {
  return useMutation({ mutationFn: confirmSignup })
}
