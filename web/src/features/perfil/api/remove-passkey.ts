import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { MessageResponse } from '@bidfut/domain/contracts/profile'
import * as passkeys from '@bidfut/domain/endpoints/passkeys'
import { accountQueryKeys } from '@/lib/account-query-keys'
import { apiCall } from '@/lib/api-client'

/** DELETE /passkeys/{id}: this passkey no longer signs in. */
export async function removePasskey(id: number): Promise<MessageResponse> {
  return apiCall(passkeys.removePasskey, { params: { id } })
}

export function useRemovePasskey() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: removePasskey,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: accountQueryKeys.passkeys }),
  })
}
