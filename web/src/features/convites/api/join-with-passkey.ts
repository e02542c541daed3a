import { useMutation } from '@tanstack/react-query'
import type { JoinIntent, JoinOutcome, PasskeyJoin } from '@bidfut/domain/contracts/joining'
import * as joining from '@bidfut/domain/endpoints/joining'
import { apiCall } from '@/lib/api-client'
import { createPasskey, defaultPasskeyName } from '@/lib/passkey-browser'
import { getJoinPasskeyOptions } from './get-join-passkey-options'

/** POST /accounts/join/passkey: the new account, its passkey and its place in the pelada. */
export async function joinWithPasskey(request: PasskeyJoin): Promise<JoinOutcome> {
  return apiCall(joining.joinWithPasskey, { body: request, auth: false })
}

/** 'Criar chave de acesso': the options, the phone's fingerprint or face, then the join. */
export function useJoinWithPasskey() {
  return useMutation({
    mutationFn: async ({ intent, name }: { intent: JoinIntent; name: string }) => {
      const options = await getJoinPasskeyOptions({ intent, name })
      const credential = await createPasskey(options)
      return joinWithPasskey({ intent, name, passkeyName: defaultPasskeyName(), credential })
    },
  })
}
