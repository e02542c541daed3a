import type { QueryClient } from '@tanstack/react-query'
import type { DataRouter } from 'react-router'
import type { SessionData } from '@/lib/session-store'
import { getSession } from '@/lib/session-store'

/** What a screen's lazy route may add: the queries its first render reads. */
export type ScreenHandle = {
  prefetch?: (
    queryClient: QueryClient,
    session: SessionData,
    searchParams: URLSearchParams,
  ) => Promise<unknown>
}

// A slow or failing answer must not hold the drawn screen: past this, the app renders and the
// screen shows its own loading state until the answer comes.
export const FIRST_SCREEN_WAIT_MS = 1_000

/**
 * On the first load only, fetches what the screen's routes ask for before React renders, so a
 * screen opened from a link renders once with its data (in slices, inside the first render's
 * transition) instead of once per answer, each of those a task of its own. Later navigations
 * draw their loading states as usual.
 */
export async function prefetchFirstScreen(
  router: DataRouter,
  queryClient: QueryClient,
): Promise<void> {
  const session = getSession()
  if (!session) return
  const searchParams = new URLSearchParams(router.state.location.search)
  const prefetches = router.state.matches.map((match) =>
    (match.route.handle as ScreenHandle | undefined)?.prefetch?.(
      queryClient,
      session,
      searchParams,
    ),
  )
  let timer: ReturnType<typeof setTimeout> | undefined
  const waitLimit = new Promise((resolve) => {
    timer = setTimeout(resolve, FIRST_SCREEN_WAIT_MS)
  })
  await Promise.race([Promise.allSettled(prefetches), waitLimit])
  clearTimeout(timer)
}
