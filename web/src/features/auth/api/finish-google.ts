import { useMutation } from '@tanstack/react-query'
import type { JoinOutcome } from '@bidfut/domain/contracts/joining'
import type { GoogleFinish } from '@bidfut/domain/contracts/sign-in'
import * as google from '@bidfut/domain/endpoints/google'
import { apiCall } from '@/lib/api-client'

/** POST /accounts/google/finish: Google's answer, checked by the server, exchanged once. */
export async function finishGoogle(request: GoogleFinish): Promise<JoinOutcome> {
  return apiCall(google.finishGoogle, { body: request, auth: false })
}

export function useFinishGoogle() {
  return useMutation({ mutationFn: finishGoogle })
}
