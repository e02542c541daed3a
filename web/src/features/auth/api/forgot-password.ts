import { useMutation } from '@tanstack/react-query'
import type { MessageResponse } from '@bidfut/domain/contracts/profile'
import { apiFetch } from '@/lib/api-client'

/** The server answers the same whether or not the email is registered. */
export async function forgotPassword(email: string) {
  return apiFetch<MessageResponse>('/accounts/forgot-password', {
    method: 'POST',
    auth: false,
    body: { email },
  })
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword })
}
