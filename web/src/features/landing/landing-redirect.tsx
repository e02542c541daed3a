import { useEffect } from 'react'
import { Navigate } from 'react-router'
import { FullScreenSpinner } from '@/components/ui/spinner'

/** True when this very document was loaded at '/', i.e. the server had no prerendered landing. */
function documentLoadedAtRoot(): boolean {
  const [entry] = performance.getEntriesByType?.('navigation') ?? []
  return entry !== undefined && new URL(entry.name).pathname === '/'
}

/**
 * '/' is the prerendered landing the server sends (ADR 008), not a SPA screen: reaching it by a
 * client-side navigation loads the real page. If the server answered '/' with the SPA itself
 * (a build without landing.html), going round again would loop, so the visitor goes to /login.
 */
export function LandingRedirect() {
  const loop = documentLoadedAtRoot()
  useEffect(() => {
    if (!loop) window.location.replace(`/${window.location.search}${window.location.hash}`)
  }, [loop])
  return loop ? <Navigate to="/login" replace /> : <FullScreenSpinner />
}
