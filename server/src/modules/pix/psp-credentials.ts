import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto'

/** What the group's PSP gave its administrator: never answered, logged or exported (ADR 052). */
export type PspCredentials = {
  clientId: string
  clientSecret: string
  /** The mTLS client certificate and its private key, PEM, when the PSP asks for one. */
  certificate?: string
}

const IV_BYTES = 12

/** AES-256-GCM with a fresh IV: iv.tag.ciphertext, each base64url. */
export function sealCredentials(key: Buffer, credentials: PspCredentials): string {
  const iv = randomBytes(IV_BYTES)
  const cipher = createCipheriv('aes-256-gcm', key, iv)
  const sealed = Buffer.concat([cipher.update(JSON.stringify(credentials)), cipher.final()])
  return [iv, cipher.getAuthTag(), sealed].map((part) => part.toString('base64url')).join('.')
}

/** Opens what sealCredentials made with the same key; a changed byte or key throws. */
export function openCredentials(key: Buffer, sealed: string): PspCredentials {
  const [iv, tag, data] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'))
  if (!iv || !tag || !data) throw new Error('sealed credentials are malformed')
  const decipher = createDecipheriv('aes-256-gcm', key, iv)
  decipher.setAuthTag(tag)
  const plain = Buffer.concat([decipher.update(data), decipher.final()]).toString('utf8')
  return JSON.parse(plain) as PspCredentials
}
