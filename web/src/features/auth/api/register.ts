import { useMutation } from '@tanstack/react-query'
import { messageResponseSchema, type RegistrationInput } from '@bidfut/domain/contracts/profile'
import { apiFetchBody } from '@/lib/api-client'

/**
 * POST /accounts/register: records the sign-up. The same answer for every address: the email
 * sent to it carries the link that creates the account (ADR 026).
 */
export async function register(registration: RegistrationInput) {
  return apiFetchBody('/accounts/register', {
    method: 'POST',
    auth: false,
    body: registration,
    schema: messageResponseSchema,
  })
}

export function useRegister() {
  return useMutation({ mutationFn: register })
}
