import { useMutation } from '@tanstack/react-query'
import type { MessageResponse } from '@bidfut/domain/contracts/profile'
import { ApiError, apiFetch } from '@/lib/api-client'

export async function sendActivationEmail(playerId: number): Promise<MessageResponse> {
  const response = await apiFetch<MessageResponse>('/accounts/send-activation-email', {
    method: 'POST',
    body: { playerId },
  })
  if (!response) throw new ApiError(204, 'Resposta inválida do servidor')
  return response
}

export function useSendActivationEmail(playerId: number) {
  return useMutation({ mutationFn: () => sendActivationEmail(playerId) })
}
