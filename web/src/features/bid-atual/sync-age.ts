export type SyncAgeTone = 'green' | 'yellow' | 'red'

/** Sync age is green under 30 s, yellow under 60 s, else red. */
export function syncAgeTone(seconds: number): SyncAgeTone {
  if (seconds < 30) return 'green'
  if (seconds < 60) return 'yellow'
  return 'red'
}

/** Whole seconds since the last sync, never negative. */
export function syncAgeSeconds(syncedAt: number, now: number): number {
  return Math.max(0, Math.floor((now - syncedAt) / 1000))
}
