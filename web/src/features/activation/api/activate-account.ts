import { useMutation } from '@tanstack/react-query'
import type { ActivationRequest, MessageResponse } from '@bidfut/domain/contracts/profile'
import { toWireBirthDate } from '@bidfut/domain/contracts/person-fields'
import { apiFetch } from '@/lib/api-client'

export async function activateAccount(request: ActivationRequest) {
  return apiFetch<MessageResponse>('/accounts/activate-user-from-token', {
    method: 'POST',
    auth: false,
    body: { ...request, birthDate: toWireBirthDate(request.birthDate) },
  })
}

export function useActivateAccount() {
  return useMutation({ mutationFn: activateAccount })
}
