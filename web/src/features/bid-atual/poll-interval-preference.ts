import { DEFAULT_POLL_MS, POLL_INTERVALS_MS } from './api/get-current-bid'

const STORAGE_KEY = 'bidfut:live-bid-poll-interval'

/** The refresh interval the organiser last chose on this device; the default otherwise. */
export function loadPollInterval(): number {
  try {
    const stored = Number(localStorage.getItem(STORAGE_KEY))
    return (POLL_INTERVALS_MS as readonly number[]).includes(stored) ? stored : DEFAULT_POLL_MS
  } catch {
    // Storage can be blocked (private modes): the default still works.
    return DEFAULT_POLL_MS
  }
}

export function savePollInterval(intervalMs: number): void {
  try {
    localStorage.setItem(STORAGE_KEY, String(intervalMs))
  } catch {
    // Not remembered, but the choice still applies to this visit.
  }
}
