import { useMutation } from '@tanstack/react-query'

import * as passwordReset from '@bidfut/domain/endpoints/password-reset'
import { apiCall } from '@/lib/api-client'

/** The server answers the same whether or not the email is registered. */
export async function forgotPassword(email: string) {
  return apiCall(passwordReset.forgotPassword, { auth: false, body: { email } })
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword })
}
