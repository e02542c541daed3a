import { useSyncExternalStore } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { WifiOff } from 'lucide-react'
import { connectionNotice, staleDataNotice } from '@/lib/query-retry'
import {
  OFFLINE_BANNER_ID,
  OFFLINE_NOTHING_SHOWN,
  useDeviceOffline,
  useOfflineDataSince,
} from '@/lib/use-offline'

/**
 * Says, under the header of every screen, that the server is out of reach while the screen's
 * queries wait to ask again; the screens keep their loading state or the data they had. A screen
 * showing data it could not refresh reads since when ('Sem conexão — dados de 19:30'), in the
 * same place, not in a second banner (ADR 033). It takes its place in the page, sticking under
 * the header, so it never hides the screen's heading. The live region stays in the page so screen
 * readers announce the text when it appears.
 */
export function ServerUnreachableBanner() {
  const queryCache = useQueryClient().getQueryCache()
  const notice = useSyncExternalStore(
    (onChange) => queryCache.subscribe(onChange),
    () => connectionNotice(queryCache.getAll()),
    () => null,
  )
  // Offline (the kept copy of ADR 041, or the device without network after moving between
  // screens): the same words, with the time of the data shown.
  const offlineSince = useOfflineDataSince()
  const offline = useDeviceOffline()
  const shown =
    offlineSince !== null ? staleDataNotice(offlineSince) : offline ? OFFLINE_NOTHING_SHOWN : notice
  return (
    <div
      aria-live="polite"
      className="pointer-events-none sticky top-14 z-30 flex justify-center px-4"
    >
      {shown && (
        <p
          id={OFFLINE_BANNER_ID}
          className="mt-2 flex items-center gap-2 rounded-lg border border-amber-300 bg-amber-50 px-4 py-2 text-sm font-medium text-amber-950 shadow-md dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50"
        >
          <WifiOff aria-hidden="true" className="size-4 shrink-0" />
          {shown}
        </p>
      )}
    </div>
  )
}
