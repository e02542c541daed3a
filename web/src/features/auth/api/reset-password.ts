import { useMutation } from '@tanstack/react-query'
import { type ResetPasswordInput } from '@bidfut/domain/contracts/profile'
import * as passwordReset from '@bidfut/domain/endpoints/password-reset'
import { apiCall } from '@/lib/api-client'

export async function resetPassword(request: ResetPasswordInput) {
  return apiCall(passwordReset.resetPassword, { auth: false, body: request })
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword })
}
