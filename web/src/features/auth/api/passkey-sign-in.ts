import { useMutation } from '@tanstack/react-query'
import type { LoginAnswer } from '@bidfut/domain/contracts/accounts'
import type { PasskeySignIn, RequestOptions } from '@bidfut/domain/contracts/sign-in'
import * as passkeys from '@bidfut/domain/endpoints/passkeys'
import { apiCall } from '@/lib/api-client'
import { signWithPasskey } from '@/lib/passkey-browser'
import { adoptLoginAnswer } from '@/lib/session-store'
import { getPasskeyOptions } from './get-passkey-options'

/**
 * POST /accounts/passkey-sign-in: the assertion one of this site's passkeys made. Answers as a
 * login: a session in a group, or an account-only one for a person in none (ADR 042).
 */
export async function passkeySignIn(request: PasskeySignIn): Promise<LoginAnswer> {
  return apiCall(passkeys.passkeySignIn, { body: request, auth: false })
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
      adoptLoginAnswer(response)
      return response
    },
  })
}
