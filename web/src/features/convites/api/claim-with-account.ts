import { useMutation, useQueryClient } from '@tanstack/react-query'
import {
  accountClaimResultSchema,
  type AccountClaimResult,
  type JoinIntent,
} from '@bidfut/domain/contracts/joining'
import { accountQueryKeys } from '@/lib/account-query-keys'
import { apiFetchBody } from '@/lib/api-client'

/** POST /accounts/join/claim: the signed-in person says a name of the list is them. */
export async function claimWithAccount(intent: JoinIntent): Promise<AccountClaimResult> {
  return apiFetchBody('/accounts/join/claim', {
    method: 'POST',
    body: { intent },
    schema: accountClaimResultSchema,
  })
}

export function useClaimWithAccount() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: claimWithAccount,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: accountQueryKeys.myGroups }),
  })
}
