import { useMutation } from '@tanstack/react-query'
import { messageResponseSchema, type MessageResponse } from '@bidfut/domain/contracts/profile'
import { ApiError, apiFetch } from '@/lib/api-client'

export async function sendActivationEmail(playerId: number): Promise<MessageResponse> {
  const response = await apiFetch('/accounts/send-activation-email', {
    method: 'POST',
    body: { playerId },
    schema: messageResponseSchema,
  })
  if (!response) throw new ApiError(204, 'Resposta inválida do servidor')
  return response
}

export function useSendActivationEmail(playerId: number) {
  return useMutation({ mutationFn: () => sendActivationEmail(playerId) })
}
