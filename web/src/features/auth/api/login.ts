import { useMutation } from '@tanstack/react-query'
import {
  loginResponseSchema,
  type LoginRequest,
  type LoginResponse,
} from '@bidfut/domain/contracts/accounts'
import { apiFetchBody } from '@/lib/api-client'
import { sessionFromLoginResponse, setSession } from '@/lib/session-store'

export async function login(request: LoginRequest): Promise<LoginResponse> {
  return apiFetchBody(
    '/accounts/login',
    {
      method: 'POST',
      body: request,
      auth: false,
      schema: loginResponseSchema,
    },
    'Erro desconhecido',
  )
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
