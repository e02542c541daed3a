import { useSyncExternalStore } from 'react'
import { onlineManager, useQueryClient, type QueryCache } from '@tanstack/react-query'
import { offlineDataSince, subscribeOfflineCopies } from '@/lib/offline-copies'

/** Why an action waits while the screen shows the kept copy of its data (ADR 041). */
export const OFFLINE_ACTION_REASON =
  'Sem conexão: o check-in volta a funcionar quando a internet voltar.'

/** The same on /bid-atual, for the organiser's actions. */
export const OFFLINE_ORGANISER_REASON =
  'Sem conexão: as ações do BID voltam a funcionar quando a internet voltar.'

/** The id of the banner's text, which a disabled action points at for its reason. */
export const OFFLINE_BANNER_ID = 'connection-banner'

const subscribeOnline = (onChange: () => void) => onlineManager.subscribe(onChange)
const deviceOffline = () => !onlineManager.isOnline()

/** The browser says the device has no network (it tells every screen, after navigation too). */
export function useDeviceOffline(): boolean {
  return useSyncExternalStore(subscribeOnline, deviceOffline, () => false)
}

/** When the oldest data on screen was fetched; null when nothing is shown yet. */
function shownSince(cache: QueryCache): number | null {
  const times = cache
    .getAll()
    .filter((query) => query.getObserversCount() > 0 && query.state.dataUpdatedAt > 0)
    .map((query) => query.state.dataUpdatedAt)
  return times.length > 0 ? Math.min(...times) : null
}

/** The banner's words while the device is offline on a screen with nothing fetched yet. */
export const OFFLINE_NOTHING_SHOWN = 'Sem conexão: os dados aparecem quando a internet voltar.'

/**
 * The time of the data on screen while offline, null while live (or offline with nothing shown
 * yet): the service worker's kept copy (ADR 041), or, when the device went offline on a screen
 * whose data was already here (a screen reached by navigation asks nothing while its data is
 * fresh), since when it is shown.
 */
export function useOfflineDataSince(): number | null {
  const cache = useQueryClient().getQueryCache()
  const copyAt = useSyncExternalStore(subscribeOfflineCopies, offlineDataSince, () => null)
  const offline = useDeviceOffline()
  const since = useSyncExternalStore(
    (onChange) => cache.subscribe(onChange),
    () => (offline ? shownSince(cache) : null),
    () => null,
  )
  return copyAt ?? since
}

/** Actions wait while offline: a tap could not reach the server. */
export function useOffline(): boolean {
  const copyAt = useSyncExternalStore(subscribeOfflineCopies, offlineDataSince, () => null)
  return useDeviceOffline() || copyAt !== null
}
