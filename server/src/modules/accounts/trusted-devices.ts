import type { Db, Tx } from '../../db/client.ts'
import { clock } from '../../lib/clock.ts'
import { hashToken, newOpaqueToken } from '../../lib/tokens.ts'
import * as repo from './trusted-devices.repo.ts'

/** A device that has not proved itself for a year is a stranger again (the cookie's life too). */
export const DEVICE_TRUST_MS = 365 * 24 * 60 * 60 * 1000

// Our tokens are 32 random bytes in base64url; anything else in the cookie is ignored.
const TOKEN_SHAPE = /^[\w-]{43}$/

/** The browser as a password flow sees it: its address and the device cookie it sent, if any. */
export type PasswordClient = { ip: string; deviceToken?: string | undefined }

function presentedHash(client: PasswordClient): string | undefined {
  const token = client.deviceToken
  return token && TOKEN_SHAPE.test(token) ? hashToken(token) : undefined
}

/** The trust the browser holds for the account of this email, or null for a stranger. */
export async function trustedDeviceOf(db: Db, client: PasswordClient, email: string) {
  const hash = presentedHash(client)
  if (!hash) return null
  const since = new Date(clock.now().getTime() - DEVICE_TRUST_MS)
  return (await repo.findTrustedDeviceId(db, hash, email, since)) ?? null
}

/**
 * The browser proved it belongs to the account: it is trusted for it from now on. The cookie's
 * token is new each time, and whatever the old one held moves to it, so a token planted in the
 * browser by someone else never becomes trusted.
 */
export async function trustDevice(db: Db | Tx, playerId: number, client: PasswordClient) {
  const { token, hash } = newOpaqueToken()
  const old = presentedHash(client)
  if (old) await repo.rekeyDevice(db, old, hash)
  await repo.upsertTrustedDevice(db, hash, playerId, clock.now())
  return token
}

/**
 * The password changed: only the browser that changed it stays trusted. Whoever guessed or
 * stole the old one loses the per-device budget along with their session.
 */
export async function trustOnlyThisDevice(db: Db | Tx, playerId: number, client: PasswordClient) {
  await repo.deleteAccountDevices(db, playerId)
  return trustDevice(db, playerId, client)
}
