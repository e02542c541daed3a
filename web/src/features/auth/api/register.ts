import { useMutation } from '@tanstack/react-query'
import type { MessageResponse, RegistrationInput } from '@bidfut/domain/contracts/profile'
import { apiFetch } from '@/lib/api-client'

export async function register(registration: RegistrationInput) {
  return apiFetch<MessageResponse>('/accounts/register', {
    method: 'POST',
    auth: false,
    body: registration,
  })
}

export function useRegister() {
  return useMutation({ mutationFn: register })
}
