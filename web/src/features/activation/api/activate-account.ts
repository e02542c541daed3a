import { useMutation } from '@tanstack/react-query'
import type { ActivationRequest } from '@bidfut/domain/contracts/profile'
import { toWireBirthDate } from '@bidfut/domain/contracts/person-fields'
import { apiFetchBody } from '@/lib/api-client'
import { messageResponseSchema, type MessageResponse } from '@bidfut/domain/contracts/profile'

/**
 * Sends the activation form. The answer is the same whether the email has an account or not:
 * the email sent to it either carries the 'Confirmar cadastro' link or says how to join with
 * the account (ADR 026).
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
