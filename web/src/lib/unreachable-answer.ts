/** No answer from the server, or a gateway saying it is away. */
export const SERVER_UNREACHABLE = 'Sem conexão com o servidor. Tente de novo em instantes.'

/** An answer's Retry-After in seconds (given as seconds or as an HTTP date), or undefined. */
export function retryAfterOf(headers: Headers, now = Date.now()): number | undefined {
  const value = headers.get('retry-after')?.trim()
  if (!value) return undefined
  const seconds = /^\d+$/.test(value) ? Number(value) : (Date.parse(value) - now) / 1000
  return Number.isFinite(seconds) ? Math.max(0, seconds) : undefined
}

/**
 * Whether an error answer means the server is away for now, so asking again later may work: a
 * gateway with nobody behind it (502, 504, a 503 page that is not ours) or our own 503 that says
 * when to ask again (the database). A 503 of ours without Retry-After names a lasting cause
 * (the forecast provider is down): the screen shows it as it is.
 */
export function isUnreachableAnswer(
  status: number,
  retryAfterSeconds: number | undefined,
  isOurErrorBody: boolean,
): boolean {
  if (status === 502 || status === 504) return true
  return status === 503 && (retryAfterSeconds !== undefined || !isOurErrorBody)
}
