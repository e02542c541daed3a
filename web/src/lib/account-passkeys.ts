import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { Passkey } from '@bidfut/domain/contracts/sign-in'
import * as passkeys from '@bidfut/domain/endpoints/passkeys'
import { accountQueryKeys } from '@/lib/account-query-keys'
import { apiCall } from '@/lib/api-client'
import { createPasskey } from '@/lib/passkey-browser'

/**
 * The signed-in account's passkeys (ADR 049), shared by /perfil ('Chaves de acesso') and the
 * dashboard's offer after a sign-in: GET /passkeys, and making one (POST
 * /passkeys/creation-options, the phone's fingerprint or face, POST /passkeys).
 */
export async function getPasskeys(signal?: AbortSignal): Promise<Passkey[]> {
  return (await apiCall(passkeys.myPasskeys, { signal })).passkeys
}

export const passkeysQueryOptions = queryOptions({
  queryKey: accountQueryKeys.passkeys,
  queryFn: ({ signal }) => getPasskeys(signal),
})

export function usePasskeys(enabled = true) {
  return useQuery({ ...passkeysQueryOptions, enabled })
}

async function addPasskey(name: string): Promise<Passkey> {
  const options = await apiCall(passkeys.passkeyCreationOptions)
  const credential = await createPasskey(options)
  return apiCall(passkeys.addPasskey, { body: { name, credential } })
}

export function useAddPasskey() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: addPasskey,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: accountQueryKeys.passkeys }),
  })
}
