import { useMutation } from '@tanstack/react-query'
import {
  activationLinkResponseSchema,
  type ActivationLinkResponse,
} from '@bidfut/domain/contracts/players'
import { ApiError, apiFetch } from '@/lib/api-client'

/** A fresh single-use activation link; any older link of the person stops working. */
export async function generateActivationLink(playerId: number): Promise<ActivationLinkResponse> {
  const response = await apiFetch('/accounts/generate-temp-url-register', {
    method: 'POST',
    body: { playerId },
    schema: activationLinkResponseSchema,
  })
  if (!response?.url) throw new ApiError(200, 'Resposta inválida do servidor')
  return response
}

export function useGenerateActivationLink(playerId: number) {
  return useMutation({ mutationFn: () => generateActivationLink(playerId) })
}
