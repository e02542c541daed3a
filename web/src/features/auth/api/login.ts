import { useMutation } from '@tanstack/react-query'
import { type LoginRequest, type LoginResponse } from '@bidfut/domain/contracts/accounts'
import * as accounts from '@bidfut/domain/endpoints/accounts'
import { apiCall } from '@/lib/api-client'
import { sessionFromLoginResponse, setSession } from '@/lib/session-store'

export async function login(request: LoginRequest): Promise<LoginResponse> {
  return apiCall(accounts.login, { body: request, auth: false, emptyMessage: 'Erro desconhecido' })
}

/** Signs in and stores the session; the login page then redirects. */
export function useLogin() {
  return useMutation({
    mutationFn: async (request: LoginRequest) => {
      const response = await login(request)
      setSession(sessionFromLoginResponse(response))
      return response
    },
  })
}
