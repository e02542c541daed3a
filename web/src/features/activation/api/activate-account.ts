import { useMutation } from '@tanstack/react-query'
import type { ActivationRequest } from '@bidfut/domain/contracts/profile'
import { toWireBirthDate } from '@bidfut/domain/contracts/person-fields'
import { apiCall } from '@/lib/api-client'
import { type MessageResponse } from '@bidfut/domain/contracts/profile'
import * as activation from '@bidfut/domain/endpoints/activation'

/**
 * Sends the activation form. The answer is the same whether the email has an account or not:
 * the email sent to it either carries the 'Confirmar cadastro' link or says how to join with
 * the account (ADR 026).
 */
export async function activateAccount(request: ActivationRequest): Promise<MessageResponse> {
  return apiCall(activation.activateAccount, {
    auth: false,
    body: { ...request, birthDate: toWireBirthDate(request.birthDate) ?? '' },
  })
}

export function useActivateAccount() {
  return useMutation({ mutationFn: activateAccount })
}
