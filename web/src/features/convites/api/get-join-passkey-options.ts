import { creationOptionsSchema, type CreationOptions } from '@bidfut/domain/contracts/sign-in'
import type { PasskeyJoinOptions } from '@bidfut/domain/contracts/joining'
import { apiFetchBody } from '@/lib/api-client'

/** POST /accounts/join/passkey-options: the options for a passkey of an account to be made. */
export async function getJoinPasskeyOptions(request: PasskeyJoinOptions): Promise<CreationOptions> {
  return apiFetchBody('/accounts/join/passkey-options', {
    method: 'POST',
    body: request,
    auth: false,
    schema: creationOptionsSchema,
  })
}
