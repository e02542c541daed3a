import { useMutation } from '@tanstack/react-query'
import {
  joinOutcomeSchema,
  type JoinIntent,
  type JoinOutcome,
  type PasskeyJoin,
} from '@bidfut/domain/contracts/joining'
import { apiFetchBody } from '@/lib/api-client'
import { createPasskey, defaultPasskeyName } from '@/lib/passkey-browser'
import { getJoinPasskeyOptions } from './get-join-passkey-options'

/** POST /accounts/join/passkey: the new account, its passkey and its place in the pelada. */
export async function joinWithPasskey(request: PasskeyJoin): Promise<JoinOutcome> {
  return apiFetchBody('/accounts/join/passkey', {
    method: 'POST',
    body: request,
    auth: false,
    schema: joinOutcomeSchema,
  })
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
