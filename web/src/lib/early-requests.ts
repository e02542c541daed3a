/**
 * ADR 022: the first screen's GETs, sent by main.tsx once the page has painted, before the app's
 * code has downloaded, so their answers arrive while it does instead of after it. apiFetch takes
 * each answer once, for the same path and token; what the first screen did not take is dropped.
 * This file loads before React and zod: it imports only what imports nothing.
 */
import { tokenSecondsLeft } from '@/lib/token-expiry'

export const API_BASE = '/v1'

// session-store's storageKeys (a test keeps them equal; importing them would bring zod).
const ACCESS_TOKEN_KEY = 'accessToken'
const USER_DATA_KEY = 'userData'
// PREVENTIVE_REFRESH_SECONDS: the app renews such a token before its first call, and the answers
// sent with the old one would go unused.
export const RENEWED_BEFORE_USE_SECONDS = 300

/**
 * The stored token and role, as saved by the last sign-in (session-store validates them later);
 * null when there is none, or when the app will renew the token before using it.
 */
export function readStoredAccess(now = Date.now()): { token: string; role: unknown } | null {
  try {
    const token = localStorage.getItem(ACCESS_TOKEN_KEY)
    const left = token ? tokenSecondsLeft(token, now) : null
    if (!token || left === null || left < RENEWED_BEFORE_USE_SECONDS) return null
    const user: unknown = JSON.parse(localStorage.getItem(USER_DATA_KEY) ?? 'null')
    const role = typeof user === 'object' && user !== null && 'role' in user ? user.role : undefined
    return { token, role }
  } catch {
    return null
  }
}

type EarlyRequest = { token: string; response: Promise<Response | undefined> }
const early = new Map<string, EarlyRequest>()

export function sendEarlyRequests(paths: readonly string[], token: string): void {
  for (const path of paths) {
    const response = fetch(`${API_BASE}${path}`, {
      headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
    }).catch(() => undefined)
    early.set(path, { token, response })
  }
}

/**
 * The answer to a GET of `path` sent early with `token`, once; undefined when there is none (or
 * it was sent with another token). It resolves to undefined when that request failed to connect.
 */
export function takeEarlyResponse(
  path: string,
  token: string | undefined,
): Promise<Response | undefined> | undefined {
  const request = early.get(path)
  early.delete(path)
  return request && request.token === token ? request.response : undefined
}

/** After the first screen: a later visit to the same data asks the server again. */
export function dropEarlyRequests(): void {
  early.clear()
}
