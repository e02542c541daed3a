/** The SQLSTATE of a failed query, whichever driver (pg, PGlite) and wrapper (Drizzle) it came through. */
function sqlStateOf(error: unknown): string | undefined {
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
