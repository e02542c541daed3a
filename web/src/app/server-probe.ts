import type { healthLive } from '@bidfut/domain/endpoints/health'
import { apiPathOf } from '@/lib/api-url'

/** A screen's code that did not download: the browsers' words for a failed dynamic import. */
export function isFailedDownload(error: unknown): boolean {
  return (
    error instanceof TypeError &&
    /dynamically imported module|module script failed|Failed to fetch/i.test(error.message)
  )
}

/** Whether the server answers at all (liveness, without the database: ADR 027). */
export function serverAnswers(): Promise<boolean> {
  return fetch(apiPathOf<typeof healthLive>('/health/live'), { cache: 'no-store' }).then(
    (response) => response.ok,
    () => false,
  )
}
