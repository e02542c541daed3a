import type { Query } from '@tanstack/react-query'
import { ApiError } from '@/lib/api-error'
import { formatTime } from '@/lib/format'

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

/**
 * A query on screen that could not reach the server: waiting to ask it again, or paused while the
 * device is offline (TanStack Query does not even try then).
 */
export function isWaitingForServer(query: Query): boolean {
  return (
    isRetryingUnreachable(query) ||
    (query.state.fetchStatus === 'paused' && query.getObserversCount() > 0)
  )
}

/** 'Sem conexão — dados de 19:30': the screen shows data from then, which it could not refresh. */
export function staleDataNotice(updatedAt: number): string {
  return `Sem conexão — dados de ${formatTime(new Date(updatedAt))}`
}

/**
 * The one notice the banner shows while the server is out of reach (ADR 033): when a query on
 * screen keeps data it could not refresh, since when (the oldest such data, in the device's
 * time); while nothing is shown yet, that the app keeps trying. Null while the server answers.
 */
export function connectionNotice(queries: readonly Query[]): string | null {
  const waiting = queries.filter(isWaitingForServer)
  if (waiting.length === 0) return null
  const shownSince = waiting
    .filter((query) => query.state.data !== undefined && query.state.dataUpdatedAt > 0)
    .map((query) => query.state.dataUpdatedAt)
  return shownSince.length > 0 ? staleDataNotice(Math.min(...shownSince)) : RETRYING_CONNECTION
}
