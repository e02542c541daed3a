// Types only: the worker bundles no contract schema.
import type { checkInInfo, currentBid, ownBidStats } from '@bidfut/domain/endpoints/bids'
import type { drawnTeams } from '@bidfut/domain/endpoints/teams'
import { API_BASE, apiPathOf } from '../lib/api-url'

/**
 * What the service worker does with each request (ADR 041), apart from the worker so it can be
 * tested: the app's shell and hashed files come from the precache; a page opens from the
 * precached copy of its build (so old and new files never mix); a few API reads that /check-in
 * and /bid-atual need offline are kept, network first; everything else is never cached.
 */
export type Route =
  | { kind: 'page'; precached: string }
  | { kind: 'precache' }
  | { kind: 'api-read' }
  | { kind: 'network' }

/** GETs whose last answer opens /check-in and /bid-atual offline, for the signed-in account only. */
export const OFFLINE_READS = [
  apiPathOf<typeof checkInInfo>('/bids/get-information-check-in-bid'),
  apiPathOf<typeof currentBid>('/bids/current-bid'),
  apiPathOf<typeof ownBidStats>('/bids/current-bid-player-stats'),
  apiPathOf<typeof drawnTeams>('/bids/drawn-teams'),
]

/** The cache of those answers; signing out (or in as someone else) deletes it. */
export const API_READS_CACHE = 'bidfut-api-reads'
/** When the kept answer arrived (ms), on the copy the worker answers with offline. */
export const OFFLINE_COPY_HEADER = 'x-bidfut-offline-copy'

// Served by the server itself, never by the app's pages: documentation, photos, API.
const NOT_APP_PAGES = new RegExp(`^(${API_BASE}|/docs|/uploads)(/|$)`)
// A path with an extension names a file, never a screen (as plugins/static-spa.ts decides).
const FILE_LIKE = /\.[a-z0-9]{1,12}$/i
// '/check-in', one segment: the build drew pages/check-in.html (ADR 015).
const PAGE_PATH = /^\/([a-z-]+)\/?$/

export function routeFor(
  request: { method: string; url: string; mode: string },
  scopeOrigin: string,
  isPrecached: (path: string) => boolean,
): Route {
  const url = new URL(request.url)
  if (request.method !== 'GET' || url.origin !== scopeOrigin) return { kind: 'network' }
  const path = url.pathname
  if (request.mode === 'navigate') {
    if (NOT_APP_PAGES.test(path) || FILE_LIKE.test(path)) return { kind: 'network' }
    if (path === '/') return { kind: 'page', precached: '/landing.html' }
    const page = PAGE_PATH.exec(path)?.[1]
    const drawn = page ? `/pages/${page}.html` : null
    return { kind: 'page', precached: drawn && isPrecached(drawn) ? drawn : '/index.html' }
  }
  // Only the exact paths: no query string means the screens' plain reads, nothing else.
  if (OFFLINE_READS.includes(path) && url.search === '') return { kind: 'api-read' }
  if (NOT_APP_PAGES.test(path)) return { kind: 'network' }
  return isPrecached(path) ? { kind: 'precache' } : { kind: 'network' }
}
