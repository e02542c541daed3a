import type { PasskeyJoinOptions } from '@bidfut/domain/contracts/joining'
import type { CreationOptions } from '@bidfut/domain/contracts/sign-in'
import * as joining from '@bidfut/domain/endpoints/joining'
import { apiCall } from '@/lib/api-client'

/** POST /accounts/join/passkey-options: the options for a passkey of an account to be made. */
export async function getJoinPasskeyOptions(request: PasskeyJoinOptions): Promise<CreationOptions> {
  return apiCall(joining.joinPasskeyOptions, { body: request, auth: false })
}
