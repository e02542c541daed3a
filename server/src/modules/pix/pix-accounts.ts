import type { PixConfig } from '../../config-pix.ts'
import { createPixApiClient, type TokenCache } from './pix-api-client.ts'
import type { PspAnswer, PspRequest } from './pix-http.ts'
import { openCredentials } from './psp-credentials.ts'
import type { PspConnectionRow } from './pix.repo.ts'

export type PixAccountsDeps = {
  config: PixConfig
  publicUrl: string
  /** Tests may route the PSP's HTTP elsewhere; the app uses node:https (with mTLS). */
  send?: (req: PspRequest) => Promise<PspAnswer>
}

/**
 * The groups' PSP accounts on this instance (ADR 052): a client per connection, its credentials
 * opened only for the call, its OAuth token kept until shortly before it expires.
 */
export function createPixAccounts(d: PixAccountsDeps) {
  const tokens: TokenCache = new Map()
  const key = d.config.encryptionKey

  return {
    /** Connecting is possible: the server has a key to seal credentials with. */
    available: key !== undefined,
    key,
    providers: d.config.providers,
    send: d.send,
    webhookUrl: (token: string) => `${d.publicUrl}/v1/webhooks/pix/${token}`,

    clientOf(connection: PspConnectionRow, fresh?: 'fresh') {
      if (!key) throw new Error('DATA_ENCRYPTION_KEY is not set')
      return createPixApiClient({
        provider: connection.provider,
        credentials: openCredentials(key, connection.sealedCredentials),
        // 'Testar conexão' asks the PSP for a new token, never the one kept here.
        tokens: fresh ? new Map() : tokens,
        cacheKey: `${connection.companyId}:${connection.updatedAt.getTime()}`,
        send: d.send,
      })
    },
  }
}

export type PixAccounts = ReturnType<typeof createPixAccounts>
