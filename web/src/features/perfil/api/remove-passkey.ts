import { useMutation, useQueryClient } from '@tanstack/react-query'
import { messageResponseSchema, type MessageResponse } from '@bidfut/domain/contracts/profile'
import { accountQueryKeys } from '@/lib/account-query-keys'
import { apiFetchBody } from '@/lib/api-client'

/** DELETE /passkeys/{id}: this passkey no longer signs in. */
export async function removePasskey(id: number): Promise<MessageResponse> {
  return apiFetchBody(`/passkeys/${id}`, { method: 'DELETE', schema: messageResponseSchema })
}

export function useRemovePasskey() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: removePasskey,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: accountQueryKeys.passkeys }),
  })
}
