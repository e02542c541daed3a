import {
  createCipheriv,
  createDecipheriv,
  createHash,
  createHmac,
  timingSafeEqual,
} from 'node:crypto'

export type SealedIds = ReturnType<typeof createSealedIds>

const derive = (secret: string, purpose: string) =>
  createHash('sha256').update(`bidfut:${purpose}:${secret}`).digest()

/**
 * A link token that names a row and its generation without the database keeping a copy (ADR 037,
 * ADR 049): one AES block holding the row id, the generation and 8 bytes of an HMAC of both,
 * under keys derived from the server secret and the link's purpose. Showing the link never
 * writes, the token names nothing to whoever reads it, and a new generation voids the old one.
 * Rotating JWT_SECRET voids every such link, as it ends every session.
 */
export function createSealedIds(secret: string, purpose: string) {
  const cipherKey = derive(secret, `${purpose}-cipher`)
  const macKey = derive(secret, `${purpose}-mac`)
  const tag = (ids: Buffer) => createHmac('sha256', macKey).update(ids).digest().subarray(0, 8)

  return {
    /** 22 url-safe characters. */
    tokenFor(id: number, generation: number): string {
      const ids = Buffer.alloc(8)
      ids.writeUInt32BE(id, 0)
      ids.writeUInt32BE(generation, 4)
      const cipher = createCipheriv('aes-256-ecb', cipherKey, null).setAutoPadding(false)
      return Buffer.concat([
        cipher.update(Buffer.concat([ids, tag(ids)])),
        cipher.final(),
      ]).toString('base64url')
    },

    /** The id and generation a token names, or null for anything not made here. */
    read(token: string): { id: number; generation: number } | null {
      if (!/^[A-Za-z0-9_-]{22}$/.test(token)) return null
      const block = Buffer.from(token, 'base64url')
      if (block.length !== 16) return null
      const decipher = createDecipheriv('aes-256-ecb', cipherKey, null).setAutoPadding(false)
      const plain = Buffer.concat([decipher.update(block), decipher.final()])
      const ids = plain.subarray(0, 8)
      if (!timingSafeEqual(plain.subarray(8), tag(ids))) return null
      return { id: ids.readUInt32BE(0), generation: ids.readUInt32BE(4) }
    },
  }
}
