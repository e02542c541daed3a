import { useMutation } from '@tanstack/react-query'
import { messageResponseSchema, type ResetPasswordInput } from '@bidfut/domain/contracts/profile'
import { apiFetch } from '@/lib/api-client'

export async function resetPassword(request: ResetPasswordInput) {
  return apiFetch('/accounts/reset-password', {
    method: 'POST',
    auth: false,
    body: request,
    schema: messageResponseSchema,
  })
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword })
}
