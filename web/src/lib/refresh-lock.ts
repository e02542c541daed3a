/** The Web Lock every tab of the app renews its session under. */
export const REFRESH_LOCK_NAME = 'bidfut-refresh'

/**
 * Runs a session refresh while holding a lock shared by every tab of the origin, so two tabs never
 * present the same refresh token at once. Where Web Locks are missing the work runs at once: the
 * caller's in-tab single flight still holds.
 */
export function withRefreshLock<T>(work: () => Promise<T>): Promise<T> {
  const locks = (navigator as Partial<Navigator>).locks
  return locks ? locks.request(REFRESH_LOCK_NAME, work) : work()
}
