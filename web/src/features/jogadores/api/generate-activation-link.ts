import { useMutation } from '@tanstack/react-query'
import {
  activationLinkResponseSchema,
  type ActivationLinkResponse,
} from '@bidfut/domain/contracts/players'
import { ApiError, apiFetch } from '@/lib/api-client'

/**
 * The person's working activation link, shown again so a link already sent keeps working;
 * `renew` replaces it with a new one and the old link stops working.
 */
export async function generateActivationLink(
  playerId: number,
  renew = false,
): Promise<ActivationLinkResponse> {
  const response = await apiFetch('/accounts/generate-temp-url-register', {
    method: 'POST',
    body: { playerId, renew },
    schema: activationLinkResponseSchema,
  })
  if (!response?.url) throw new ApiError(200, 'Resposta inválida do servidor')
  return response
}

export function useGenerateActivationLink(playerId: number) {
  return useMutation({
    mutationFn: ({ renew }: { renew: boolean }) => generateActivationLink(playerId, renew),
  })
}
