import { useMutation } from '@tanstack/react-query'
import { type MessageResponse } from '@bidfut/domain/contracts/profile'
import * as activation from '@bidfut/domain/endpoints/activation'
import { apiCall } from '@/lib/api-client'

export async function sendActivationEmail(playerId: number): Promise<MessageResponse> {
  return apiCall(activation.sendActivationEmail, { body: { playerId } })
}

export function useSendActivationEmail(playerId: number) {
  return useMutation({ mutationFn: () => sendActivationEmail(playerId) })
}
