import { useMutation } from '@tanstack/react-query'
import {
  loginAnswerSchema,
  type LoginAnswer,
  type LoginRequest,
} from '@bidfut/domain/contracts/accounts'
import { apiFetchBody } from '@/lib/api-client'
import {
  accountSessionFromResponse,
  sessionFromLoginResponse,
  setAccountSession,
  setSession,
} from '@/lib/session-store'

/** A session in the group used last, or an account-only one when the person is in none (ADR 042). */
export async function login(request: LoginRequest): Promise<LoginAnswer> {
  return apiFetchBody(
    '/accounts/login',
    {
      method: 'POST',
      body: request,
      auth: false,
      schema: loginAnswerSchema,
    },
    'Erro desconhecido',
  )
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
