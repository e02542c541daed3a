import { useMutation } from '@tanstack/react-query'
import type { MessageResponse } from '@bidfut/domain/contracts/profile'
import * as joining from '@bidfut/domain/endpoints/joining'
import { apiCall } from '@/lib/api-client'

/** POST /accounts/join/claim-emails/confirm: the tap on 'Sou eu'. */
export async function confirmClaimEmail(token: string): Promise<MessageResponse> {
  return apiCall(joining.confirmClaimEmail, { body: { token }, auth: false })
}

export function useConfirmClaimEmail() {
  return useMutation({ mutationFn: confirmClaimEmail })
}
