import { useMutation } from '@tanstack/react-query'
import { type ActivationLinkResponse } from '@bidfut/domain/contracts/players'
import * as activation from '@bidfut/domain/endpoints/activation'
import { apiCall } from '@/lib/api-client'
import { ApiError } from '@/lib/api-error'

/**
 * The person's working activation link, shown again so a link already sent keeps working;
 * `renew` replaces it with a new one and the old link stops working.
 */
export async function generateActivationLink(
  playerId: number,
  renew = false,
): Promise<ActivationLinkResponse> {
  const response = await apiCall(activation.generateActivationLink, { body: { playerId, renew } })
  if (!response?.url) throw new ApiError(200, 'Resposta inválida do servidor')
  return response
}

export function useGenerateActivationLink(playerId: number) {
  return useMutation({
    mutationFn: ({ renew }: { renew: boolean }) => generateActivationLink(playerId, renew),
  })
}
