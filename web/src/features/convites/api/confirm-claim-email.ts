import { useMutation } from '@tanstack/react-query'
import { messageResponseSchema, type MessageResponse } from '@bidfut/domain/contracts/profile'
import { apiFetchBody } from '@/lib/api-client'

/** POST /accounts/join/claim-emails/confirm: the tap on 'Sou eu'. */
export async function confirmClaimEmail(token: string): Promise<MessageResponse> {
  return apiFetchBody('/accounts/join/claim-emails/confirm', {
    method: 'POST',
    body: { token },
    auth: false,
    schema: messageResponseSchema,
  })
}

export function useConfirmClaimEmail() {
  return useMutation({ mutationFn: confirmClaimEmail })
}
