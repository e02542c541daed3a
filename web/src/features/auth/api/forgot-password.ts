import { useMutation } from '@tanstack/react-query'
import { messageResponseSchema } from '@bidfut/domain/contracts/profile'
import { apiFetch } from '@/lib/api-client'

/** The server answers the same whether or not the email is registered. */
export async function forgotPassword(email: string) {
  return apiFetch('/accounts/forgot-password', {
    method: 'POST',
    auth: false,
    body: { email },
    schema: messageResponseSchema,
  })
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword })
}
