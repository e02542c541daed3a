import { sql } from 'drizzle-orm'

export type AttemptFailure = { attempts: number; retryInSeconds: number | null; error: string }

/** What a queue row records after a failed attempt: when to try again, or that it gave up. */
export function failedAttemptColumns(failure: AttemptFailure) {
  return {
    attempts: failure.attempts,
    // A NUL byte (an error echoing what a peer sent) is text PostgreSQL refuses to store.
    lastError: failure.error.replaceAll('\u0000', '').slice(0, 1000),
    ...(failure.retryInSeconds === null
      ? { status: 'failed' as const }
      : { nextAttemptAt: sql`now() + make_interval(secs => ${failure.retryInSeconds})` }),
  }
}
