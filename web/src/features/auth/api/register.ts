import { useMutation } from '@tanstack/react-query'
import { messageResponseSchema, type RegistrationInput } from '@bidfut/domain/contracts/profile'
import { apiFetch } from '@/lib/api-client'

export async function register(registration: RegistrationInput) {
  return apiFetch('/accounts/register', {
    method: 'POST',
    auth: false,
    body: registration,
    schema: messageResponseSchema,
  })
}

export function useRegister() {
  return useMutation({ mutationFn: register })
}
