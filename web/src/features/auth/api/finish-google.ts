import { useMutation } from '@tanstack/react-query'
import { joinOutcomeSchema, type JoinOutcome } from '@bidfut/domain/contracts/joining'
import type { GoogleFinish } from '@bidfut/domain/contracts/sign-in'
import { apiFetchBody } from '@/lib/api-client'

/** POST /accounts/google/finish: Google's answer, checked by the server, exchanged once. */
export async function finishGoogle(request: GoogleFinish): Promise<JoinOutcome> {
  return apiFetchBody('/accounts/google/finish', {
    method: 'POST',
    body: request,
    auth: false,
    schema: joinOutcomeSchema,
  })
}

export function useFinishGoogle() {
  return useMutation({ mutationFn: finishGoogle })
}
