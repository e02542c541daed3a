import { API_READS_CACHE } from '@/sw/routing'

/**
 * Which API reads the service worker answered from its kept copy because the device is offline
 * (ADR 041), and since when: the banner says 'Sem conexão — dados de {hh:mm}' and the screens'
 * actions wait, with that reason. A fresh answer from the server forgets the path.
 */
const copies = new Map<string, number>()
const listeners = new Set<() => void>()
let oldest: number | null = null

function changed() {
  oldest = copies.size > 0 ? Math.min(...copies.values()) : null
  for (const listener of listeners) listener()
}

export function noteAnswer(path: string, offlineCopyAt: string | null) {
  const at = offlineCopyAt === null ? null : Number(offlineCopyAt)
  if (at === null || !Number.isFinite(at)) {
    if (copies.delete(path)) changed()
    return
  }
  if (copies.get(path) === at) return
  copies.set(path, at)
  changed()
}

/** The time of the oldest kept answer on screen, or null when every answer came from the server. */
export const offlineDataSince = () => oldest

export function subscribeOfflineCopies(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Signing out: the kept answers were this account's; the next person must not see them. */
export async function forgetOfflineCopies() {
  copies.clear()
  changed()
  if (typeof caches !== 'undefined') await caches.delete(API_READS_CACHE).catch(() => false)
}
