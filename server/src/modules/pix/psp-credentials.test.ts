import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { openCredentials, sealCredentials } from './psp-credentials.ts'

const key = randomBytes(32)
const credentials = { clientId: 'id-do-cliente', clientSecret: 'segredo-do-cliente' }

describe('PSP credentials at rest (ADR 052)', () => {
  it('open with the key that sealed them, and show nothing of themselves sealed', () => {
    const sealed = sealCredentials(key, credentials)
    expect(sealed).toMatch(/^[\w-]{16}\.[\w-]{22}\.[\w-]+$/)
    expect(sealed).not.toContain('segredo')
    expect(Buffer.from(sealed.split('.')[2]!, 'base64url').toString()).not.toContain('segredo')
    expect(openCredentials(key, sealed)).toEqual(credentials)
    // A fresh IV each time: the same secret never seals to the same text.
    expect(sealCredentials(key, credentials)).not.toBe(sealed)
  })

  it('refuse another key or a changed byte', () => {
    const sealed = sealCredentials(key, credentials)
    expect(() => openCredentials(randomBytes(32), sealed)).toThrow()
    const [iv, tag, data] = sealed.split('.')
    const flipped = Buffer.from(data!, 'base64url')
    flipped[0] = flipped[0]! ^ 1
    expect(() => openCredentials(key, [iv, tag, flipped.toString('base64url')].join('.'))).toThrow()
  })
})
