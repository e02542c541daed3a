import type { RequestOptions } from '@bidfut/domain/contracts/sign-in'
import * as passkeys from '@bidfut/domain/endpoints/passkeys'
import { apiCall } from '@/lib/api-client'

/** POST /accounts/passkey-options: a signed challenge; asking writes nothing (ADR 049). */
export async function getPasskeyOptions(signal?: AbortSignal): Promise<RequestOptions> {
  return apiCall(passkeys.passkeySignInOptions, { auth: false, signal })
}
