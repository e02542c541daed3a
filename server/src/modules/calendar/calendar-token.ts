import {
  createCipheriv,
  createDecipheriv,
  createHash,
  createHmac,
  timingSafeEqual,
} from 'node:crypto'

/**
 * A person's feed token (ADR 037): one AES block holding the account id, the feed's generation
 * and 8 bytes of an HMAC of both, all under keys derived from the server secret. The database
 * keeps no copy of it, so showing the link never writes and a stolen database holds no feed
 * URL; the link names no account to whoever reads it; 'Renovar link' bumps the generation.
 * Rotating JWT_SECRET voids every feed link, as it ends every session.
 */
export type FeedTokens = ReturnType<typeof createFeedTokens>

const derive = (secret: string, purpose: string) =>
  createHash('sha256').update(`bidfut:${purpose}:${secret}`).digest()

export function createFeedTokens(secret: string) {
  const cipherKey = derive(secret, 'calendar-feed-cipher')
  const macKey = derive(secret, 'calendar-feed-mac')
  const tag = (ids: Buffer) => createHmac('sha256', macKey).update(ids).digest().subarray(0, 8)

  return {
    /** 22 url-safe characters. */
    tokenFor(playerId: number, generation: number): string {
      const ids = Buffer.alloc(8)
      ids.writeUInt32BE(playerId, 0)
      ids.writeUInt32BE(generation, 4)
      const cipher = createCipheriv('aes-256-ecb', cipherKey, null).setAutoPadding(false)
      return Buffer.concat([
        cipher.update(Buffer.concat([ids, tag(ids)])),
        cipher.final(),
      ]).toString('base64url')
    },

    /** The account and generation a token names, or null for anything not made here. */
    read(token: string): { playerId: number; generation: number } | null {
      if (!/^[A-Za-z0-9_-]{22}$/.test(token)) return null
      const block = Buffer.from(token, 'base64url')
      if (block.length !== 16) return null
      const decipher = createDecipheriv('aes-256-ecb', cipherKey, null).setAutoPadding(false)
      const plain = Buffer.concat([decipher.update(block), decipher.final()])
      const ids = plain.subarray(0, 8)
      if (!timingSafeEqual(plain.subarray(8), tag(ids))) return null
      return { playerId: ids.readUInt32BE(0), generation: ids.readUInt32BE(4) }
    },
  }
}
