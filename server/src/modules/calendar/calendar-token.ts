import { createHmac } from 'node:crypto'
import { hashToken } from '../../lib/tokens.ts'

/**
 * A person's feed token for a generation: derived from the server secret, so the database keeps
 * only its hash and the same link can still be shown in /perfil (ADR 037). 32 url-safe
 * characters (192 bits).
 */
export function feedToken(secret: string, playerId: number, generation: number) {
  const token = createHmac('sha256', secret)
    .update(`calendar-feed:${playerId}:${generation}`)
    .digest('base64url')
    .slice(0, 32)
  return { token, hash: hashToken(token) }
}

/** What a feed URL's token must look like before the database is asked. */
export const FEED_TOKEN_PATTERN = /^[A-Za-z0-9_-]{32}$/
