import { useMutation } from '@tanstack/react-query'
import type { ActivationRequest } from '@bidfut/domain/contracts/profile'
import { toWireBirthDate } from '@bidfut/domain/contracts/person-fields'
import { apiFetchBody } from '@/lib/api-client'
import { messageResponseSchema, type MessageResponse } from '@bidfut/domain/contracts/profile'

/**
 * Creates the account from the activation link. A 409 means the email already has an account:
 * the page then offers POST /accounts/join-from-token with that account's password.
 */
export async function activateAccount(request: ActivationRequest): Promise<MessageResponse> {
  return apiFetchBody('/accounts/activate-user-from-token', {
    method: 'POST',
    auth: false,
    body: { ...request, birthDate: toWireBirthDate(request.birthDate) },
    schema: messageResponseSchema,
  })
}

export function useActivateAccount() {
  return useMutation({ mutationFn: activateAccount })
}
