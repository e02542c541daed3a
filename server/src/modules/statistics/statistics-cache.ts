/**
 * Statistics answers per group, each stored with the version it was computed at. The version is
 * read from the database on every request (see findStatisticsHead), so an answer is reused only
 * while nothing it counts has changed, whichever server instance changed it.
 */
export function createStatisticsCache(limit: number) {
  // Promises, so callers arriving while an answer is being computed share that computation.
  const entries = new Map<string, { version: string; value: Promise<unknown> }>()

  return {
    get<T>(key: string, version: string, compute: () => Promise<T>): Promise<T> {
      const hit = entries.get(key)
      entries.delete(key)
      if (hit && hit.version === version) {
        // Most recently used last, so the oldest is the first to go.
        entries.set(key, hit)
        return hit.value as Promise<T>
      }
      // The version was read before computing: the value is at least as new as the version says.
      const value = compute()
      const entry = { version, value }
      entries.set(key, entry)
      value.catch(() => {
        if (entries.get(key) === entry) entries.delete(key)
      })
      if (entries.size > limit) {
        const oldest = entries.keys().next().value
        if (oldest !== undefined) entries.delete(oldest)
      }
      return value
    },
  }
}
