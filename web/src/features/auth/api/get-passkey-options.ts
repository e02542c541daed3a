import { requestOptionsSchema, type RequestOptions } from '@bidfut/domain/contracts/sign-in'
import { apiFetchBody } from '@/lib/api-client'

/** POST /accounts/passkey-options: a signed challenge; asking writes nothing (ADR 049). */
export async function getPasskeyOptions(signal?: AbortSignal): Promise<RequestOptions> {
  return apiFetchBody('/accounts/passkey-options', {
    method: 'POST',
    auth: false,
    schema: requestOptionsSchema,
    signal,
  })
}
