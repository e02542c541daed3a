import { useMutation } from '@tanstack/react-query'
import { type RegistrationInput } from '@bidfut/domain/contracts/profile'
import * as registration from '@bidfut/domain/endpoints/registration'
import { apiCall } from '@/lib/api-client'

/**
 * POST /accounts/register: records the sign-up. The same answer for every address: the email
 * sent to it carries the link that creates the account (ADR 026).
 */
export async function register(input: RegistrationInput) {
  return apiCall(registration.register, { auth: false, body: input })
}

export function useRegister() {
  return useMutation({ mutationFn: register })
}
