import { useMutation } from '@tanstack/react-query'
import { loginResponseSchema, type LoginResponse } from '@bidfut/domain/contracts/accounts'
import type { PasskeySignIn, RequestOptions } from '@bidfut/domain/contracts/sign-in'
import { apiFetchBody } from '@/lib/api-client'
import { signWithPasskey } from '@/lib/passkey-browser'
import { sessionFromLoginResponse, setSession } from '@/lib/session-store'
import { getPasskeyOptions } from './get-passkey-options'

/** POST /accounts/passkey-sign-in: the assertion one of this site's passkeys made. */
export async function passkeySignIn(request: PasskeySignIn): Promise<LoginResponse> {
  return apiFetchBody('/accounts/passkey-sign-in', {
    method: 'POST',
    body: request,
    auth: false,
    schema: loginResponseSchema,
  })
}

/**
 * 'Entrar com chave de acesso', or a passkey picked from the email field's suggestions (then the
 * options the page asked for as it opened come along): signs in and stores the session.
 */
export function usePasskeySignIn() {
  return useMutation({
    mutationFn: async (autofill?: { options: RequestOptions }) => {
      const options = autofill?.options ?? (await getPasskeyOptions())
      const credential = await signWithPasskey(options, autofill !== undefined)
      const response = await passkeySignIn({ credential, keepLogged: true })
      setSession(sessionFromLoginResponse(response))
      return response
    },
  })
}
