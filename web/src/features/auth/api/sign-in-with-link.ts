import { useMutation } from '@tanstack/react-query'
import { loginResponseSchema, type LoginResponse } from '@bidfut/domain/contracts/accounts'
import { apiFetchBody } from '@/lib/api-client'
import { sessionFromLoginResponse, setSession } from '@/lib/session-store'

/** POST /accounts/sign-in-link/use: the tap on 'Entrar'; the link works once. */
export async function signInWithLink(token: string): Promise<LoginResponse> {
  return apiFetchBody('/accounts/sign-in-link/use', {
    method: 'POST',
    body: { token },
    auth: false,
    schema: loginResponseSchema,
  })
}

export function useSignInWithLink() {
  return useMutation({
    mutationFn: async (token: string) => {
      const response = await signInWithLink(token)
      setSession(sessionFromLoginResponse(response))
      return response
    },
  })
}
