import { randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from 'node:crypto'

// scrypt is memory-hard and ships with Node: no native addon to build on a fresh machine.
const PARAMS = { r: 8, p: 1, keyLength: 32 }
/** log2 of scrypt's N in production: 2^14 costs 16 MiB and tens of milliseconds per hash. */
export const PRODUCTION_PASSWORD_HASH_COST = 14

// Set once at boot from config.passwordHashCost (main.ts, the test app). Every hash records its
// own N, so hashes made at another cost still verify.
let cost = PRODUCTION_PASSWORD_HASH_COST
let dummy: { cost: number; hash: Promise<string> } | undefined

export function setPasswordHashCost(log2N: number) {
  cost = log2N
  void dummyPasswordHash()
}

function scrypt(password: string, salt: Buffer, keyLength: number, options: ScryptOptions) {
  return new Promise<Buffer>((resolve, reject) =>
    scryptCb(password, salt, keyLength, options, (err, key) => (err ? reject(err) : resolve(key))),
  )
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16)
  const { r, p, keyLength } = PARAMS
  const N = 2 ** cost
  const key = await scrypt(password, salt, keyLength, { N, r, p })
  return ['scrypt', N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$')
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [algo, n, r, p, salt, hash] = stored.split('$')
  if (algo !== 'scrypt' || !salt || !hash) return false
  const expected = Buffer.from(hash, 'base64url')
  const key = await scrypt(password, Buffer.from(salt, 'base64url'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  })
  return timingSafeEqual(key, expected)
}

/**
 * A hash that never verifies, at the current cost, compared against when the email is unknown
 * so timing tells nothing.
 */
export function dummyPasswordHash(): Promise<string> {
  if (dummy?.cost !== cost) dummy = { cost, hash: hashPassword(randomBytes(16).toString('hex')) }
  return dummy.hash
}
