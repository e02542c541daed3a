import { describe, expect, it } from 'vitest'
import { makeJwt } from '@/test/fixtures'
import { decodeTokenExp } from './token-expiry'

describe('decodeTokenExp', () => {
  it('reads exp from a three-part token with a base64url payload', () => {
    // '?' and '>' make base64 produce '+' and '/', which base64url replaces.
    const token = makeJwt(600, { name: 'João ??>>>' })
    expect(token.split('.')[1]).toMatch(/[-_]/)
    expect(decodeTokenExp(token)).toBe(Math.floor(Date.now() / 1000) + 600)
  })

  it('refuses tokens that do not have exactly three parts', () => {
    const [header, payload] = makeJwt(600).split('.')
    expect(decodeTokenExp(`${header}.${payload}`)).toBeNull()
    expect(decodeTokenExp(`${header}.${payload}.sig.extra`)).toBeNull()
    expect(decodeTokenExp('not-a-token')).toBeNull()
  })

  it('returns null for an unreadable payload or a missing exp', () => {
    expect(decodeTokenExp('a.%%%.c')).toBeNull()
    expect(decodeTokenExp(`a.${btoa(JSON.stringify({ sub: '1' }))}.c`)).toBeNull()
  })
})
