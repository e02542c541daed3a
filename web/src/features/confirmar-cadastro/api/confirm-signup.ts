import { useMutation } from '@tanstack/react-query'
import { type LoginResponse } from '@bidfut/domain/contracts/accounts'
import * as registration from '@bidfut/domain/endpoints/registration'
import { apiCall } from '@/lib/api-client'
import { sessionFromLoginResponse, setSession } from '@/lib/session-store'

/**
 * POST /accounts/signup/confirm: the person's tap creates the account, founds or joins the
 * pelada and answers as a login does.
 */
export async function confirmSignup(token: string): Promise<LoginResponse> {
  return apiCall(registration.confirmSignup, { auth: false, body: { token } })
}

/** Confirms and signs the person in with the session the answer carries. */
export function useConfirmSignup() {
  return useMutation({
    mutationFn: async (token: string) => {
      const response = await confirmSignup(token)
      setSession(sessionFromLoginResponse(response))
      return response
    },
  })
}
