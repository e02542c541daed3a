import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { AccountClaimResult, JoinIntent } from '@bidfut/domain/contracts/joining'
import * as joining from '@bidfut/domain/endpoints/joining'
import { accountQueryKeys } from '@/lib/account-query-keys'
import { apiCall } from '@/lib/api-client'

/** POST /accounts/join/claim: the signed-in person says a name of the list is them. */
export async function claimWithAccount(intent: JoinIntent): Promise<AccountClaimResult> {
  return apiCall(joining.claimWithAccount, { body: { intent } })
}

export function useClaimWithAccount() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: claimWithAccount,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: accountQueryKeys.myGroups }),
  })
}
