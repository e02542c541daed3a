import type { Query } from '@tanstack/react-query'
import { ApiError } from '@/lib/api-client'

/** What the app says while its queries wait for the server to come back. */
export const RETRYING_CONNECTION = 'Sem conexão com o servidor. Tentando de novo…'
// 1 s, 2 s, 4 s, then every 8 s: the server shows up again within seconds of its return.
const MAX_BACKOFF_MS = 8_000

export function isServerUnreachable(error: unknown): error is ApiError {
  return error instanceof ApiError && error.unreachable
}

/**
 * The app's query retry: without the server, ask again until it answers; a 4xx will not change
 * by asking again; anything else gets two more tries.
 */
export function retryQuery(failureCount: number, error: Error): boolean {
  if (isServerUnreachable(error)) return true
  return (
    !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failureCount < 2
  )
}

/** For queries that show their own error at once: still wait for a server that is away. */
export function retryOnlyWhileUnreachable(_failureCount: number, error: Error): boolean {
  return isServerUnreachable(error)
}

/** Exponential backoff, never sooner than the server's Retry-After. */
export function retryDelay(failureCount: number, error: Error): number {
  const backoff = Math.min(1000 * 2 ** failureCount, MAX_BACKOFF_MS)
  const asked = isServerUnreachable(error) ? (error.retryAfterSeconds ?? 0) * 1000 : 0
  return Math.max(backoff, asked)
}

/** A query on screen that failed to reach the server and is waiting to try again. */
export function isRetryingUnreachable(query: Query): boolean {
  const { fetchStatus, fetchFailureCount, fetchFailureReason } = query.state
  return (
    fetchStatus !== 'idle' &&
    fetchFailureCount > 0 &&
    isServerUnreachable(fetchFailureReason) &&
    query.getObserversCount() > 0
  )
}
