/** Reads `exp` (seconds since epoch) from a JWT; null when the token cannot be decoded. */
export function decodeTokenExp(token: string): number | null {
  const parts = token.split('.')
  if (parts.length !== 3 || !parts[1]) return null
  try {
    const base64 = parts[1].replace(/-/g, '+').replace(/_/g, '/')
    const padded = base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '=')
    const payload: unknown = JSON.parse(atob(padded))
    if (typeof payload !== 'object' || payload === null || !('exp' in payload)) return null
    return typeof payload.exp === 'number' ? payload.exp : null
  } catch {
    return null
  }
}

/** Seconds until the token expires (negative once expired); null when it cannot be decoded. */
export function tokenSecondsLeft(token: string, now = Date.now()): number | null {
  const exp = decodeTokenExp(token)
  return exp === null ? null : exp - now / 1000
}
