import { afterEach, describe, expect, it } from 'vitest'
import {
  dummyPasswordHash,
  hashPassword,
  PRODUCTION_PASSWORD_HASH_COST,
  setPasswordHashCost,
  verifyPassword,
} from './password.ts'

afterEach(() => setPasswordHashCost(PRODUCTION_PASSWORD_HASH_COST))

describe('password hashing', () => {
  it('hashes at the cost boot sets: 2^14 in production', async () => {
    setPasswordHashCost(PRODUCTION_PASSWORD_HASH_COST)
    expect(await hashPassword('segredo123')).toMatch(/^scrypt\$16384\$8\$1\$/)
    setPasswordHashCost(4)
    expect(await hashPassword('segredo123')).toMatch(/^scrypt\$16\$8\$1\$/)
  })

  it('verifies a hash made at another cost: each hash carries its own parameters', async () => {
    setPasswordHashCost(4)
    const cheap = await hashPassword('segredo123')
    setPasswordHashCost(PRODUCTION_PASSWORD_HASH_COST)
    const dear = await hashPassword('segredo123')
    for (const stored of [cheap, dear]) {
      expect(await verifyPassword('segredo123', stored)).toBe(true)
      expect(await verifyPassword('segredo124', stored)).toBe(false)
    }
    setPasswordHashCost(4)
    expect(await verifyPassword('segredo123', dear)).toBe(true)
  })

  it('keeps the unknown-email dummy at the current cost, so timing matches a real account', async () => {
    setPasswordHashCost(PRODUCTION_PASSWORD_HASH_COST)
    expect(await dummyPasswordHash()).toMatch(/^scrypt\$16384\$/)
    setPasswordHashCost(4)
    expect(await dummyPasswordHash()).toMatch(/^scrypt\$16\$/)
  })
})
