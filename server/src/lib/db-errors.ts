/** The SQLSTATE of a failed query, whichever driver (pg, PGlite) and wrapper (Drizzle) it came through. */
export function sqlStateOf(error: unknown): string | undefined {
  let current: unknown = error
  for (let depth = 0; current && depth < 3; depth++) {
    const code = (current as { code?: unknown }).code
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code
    current = (current as { cause?: unknown }).cause
  }
  return undefined
}

/** True when a query failed on a unique index (Postgres 23505). */
export function isUniqueViolation(error: unknown): boolean {
  return sqlStateOf(error) === '23505'
}

/**
 * True when the database refused a value it was sent rather than failed: class 22 'data
 * exception' (a NUL byte 22021, an unsupported \u0000 escape 22P05, a number out of range
 * 22003, text that is not a number 22P02…) and 54000 (a value too large for an index).
 * The contracts should refuse such input first; this keeps a slip a 400, never a 500.
 */
export function isInputDataError(error: unknown): boolean {
  const state = sqlStateOf(error)
  return state !== undefined && (state.startsWith('22') || state === '54000')
}

// Node's socket errors when the database host refuses, drops or cannot be found.
const CONNECTION_ERROR_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
])

// What pg and PGlite say, without a code, when a connection ends, times out or is closed.
const CONNECTION_LOST =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Client was closed|PGlite is clos)/

/**
 * True when the database could not be reached, as opposed to refusing a query: a socket error,
 * a connection that ended or timed out, PostgreSQL shutting down or starting (57P01–57P03),
 * class 08 'connection exception', too many connections (53300), a closed PGlite. Such a
 * request may succeed moments later, so it answers 503 with Retry-After rather than 500.
 */
export function isDatabaseUnreachable(error: unknown): boolean {
  let current: unknown = error
  for (let depth = 0; current && depth < 4; depth++) {
    const { code, message } = current as { code?: unknown; message?: unknown }
    if (typeof code === 'string') {
      if (CONNECTION_ERROR_CODES.has(code)) return true
      if (/^(08[0-9A-Z]{3}|57P0[123]|53300)$/.test(code)) return true
    }
    if (typeof message === 'string' && CONNECTION_LOST.test(message)) return true
    current = (current as { cause?: unknown }).cause
  }
  return false
}
