import { useMutation } from '@tanstack/react-query'
import {
  loginResponseSchema,
  type LoginRequest,
  type LoginResponse,
} from '@bidfut/domain/contracts/accounts'
import { ApiError, apiFetch } from '@/lib/api-client'
import { sessionFromLoginResponse, setSession } from '@/lib/session-store'

export async function login(request: LoginRequest): Promise<LoginResponse> {
  const response = await apiFetch('/accounts/login', {
    method: 'POST',
    body: request,
    auth: false,
    schema: loginResponseSchema,
  })
  if (!response) throw new ApiError(204, 'Erro desconhecido')
  return response
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
