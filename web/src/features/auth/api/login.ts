import { useMutation } from '@tanstack/react-query'
import type { LoginAnswer, LoginRequest } from '@bidfut/domain/contracts/accounts'
import * as accounts from '@bidfut/domain/endpoints/accounts'
import { apiCall } from '@/lib/api-client'
import {
  accountSessionFromResponse,
  sessionFromLoginResponse,
  setAccountSession,
  setSession,
} from '@/lib/session-store'

/** A session in the group used last, or an account-only one when the person is in none (ADR 042). */
export async function login(request: LoginRequest): Promise<LoginAnswer> {
  return apiCall(accounts.login, { body: request, auth: false, emptyMessage: 'Erro desconhecido' })
}

/** Signs in and stores the session; the login page then redirects. */
export function useLogin() {
  return useMutation({
    mutationFn: async (request: LoginRequest) => {
      const response = await login(request)
      if ('scope' in response) setAccountSession(accountSessionFromResponse(response))
      else setSession(sessionFromLoginResponse(response))
      return response
    },
  })
}
