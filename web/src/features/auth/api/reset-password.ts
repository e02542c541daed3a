import { useMutation } from '@tanstack/react-query'
import type { MessageResponse, ResetPasswordInput } from '@bidfut/domain/contracts/profile'
import { apiFetch } from '@/lib/api-client'

export async function resetPassword(request: ResetPasswordInput) {
  return apiFetch<MessageResponse>('/accounts/reset-password', {
    method: 'POST',
    auth: false,
    body: request,
  })
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword })
}
