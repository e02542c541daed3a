import { useMutation } from '@tanstack/react-query'
import { messageResponseSchema, type MessageResponse } from '@bidfut/domain/contracts/profile'
import { apiFetchBody } from '@/lib/api-client'

export async function sendActivationEmail(playerId: number): Promise<MessageResponse> {
  return apiFetchBody('/accounts/send-activation-email', {
    method: 'POST',
    body: { playerId },
    schema: messageResponseSchema,
  })
}

export function useSendActivationEmail(playerId: number) {
  return useMutation({ mutationFn: () => sendActivationEmail(playerId) })
}
