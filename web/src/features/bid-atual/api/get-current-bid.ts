import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query'
import { type LiveBid } from '@bidfut/domain/contracts/bids'
import * as bids from '@bidfut/domain/endpoints/bids'
import { apiExchange } from '@/lib/api-client'
import { ApiError } from '@/lib/api-error'
import { useSession } from '@/lib/session-store'
import { diffLiveBids, type LiveBidChanges } from '../live-bid-changes'

/** The management screen's copy of the open BID and what it knows about its freshness. */
export type LiveBidState = {
  /** null when no BID is open (204). */
  bid: LiveBid | null
  /** The validator sent back as If-None-Match on the next poll. */
  etag: string | null
  /** When the server last answered (200, 204 or 304), in ms since the epoch. */
  syncedAt: number
  /** What the last poll brought that the user did not do here; cleared once announced. */
  changes: LiveBidChanges | null
}

export const EDIT_HOLD_MS = 2000
export const DEFAULT_POLL_MS = 30_000
export const POLL_INTERVALS_MS = [2000, 3000, 5000, 10_000, 30_000] as const

export const liveBidKey = (companyPlayerId: number | undefined) =>
  ['bids', 'current', companyPlayerId] as const

// Per QueryClient, so tests (and signed-in users) never share a hold.
const holds = new WeakMap<QueryClient, number>()

/** After a user edit, polls leave the screen alone for EDIT_HOLD_MS. */
export function holdLiveBid(client: QueryClient, now = Date.now()): void {
  holds.set(client, now + EDIT_HOLD_MS)
}

export function releaseLiveBid(client: QueryClient): void {
  holds.delete(client)
}

export function isLiveBidHeld(client: QueryClient, now = Date.now()): boolean {
  return (holds.get(client) ?? 0) > now
}

// The BID the organiser chose among several open (ADR 059), per QueryClient; none: the next game.
const chosenBids = new WeakMap<QueryClient, number>()

/** The open BID the screen runs, if the organiser chose one; undefined: the next game. */
export const chosenLiveBid = (client: QueryClient): number | undefined => chosenBids.get(client)

/**
 * Runs another of the open BIDs (undefined: the next game): the screen, its draw and its polls
 * start over on it, announcing nothing of the BID it left.
 */
export async function chooseLiveBid(
  client: QueryClient,
  companyPlayerId: number | undefined,
  bidDayId: number | undefined,
): Promise<void> {
  if (bidDayId === undefined) chosenBids.delete(client)
  else chosenBids.set(client, bidDayId)
  releaseLiveBid(client)
  await Promise.all([
    client.resetQueries({ queryKey: liveBidKey(companyPlayerId) }),
    client.resetQueries({ queryKey: ['bids', 'drawn-teams'] }),
  ])
}

/**
 * A BID just created, as the server answered it: the screen runs it at once, chosen among the
 * open BIDs (ADR 059), and its polls follow it rather than the next game.
 */
export async function showCreatedBid(
  client: QueryClient,
  companyPlayerId: number | undefined,
  bid: LiveBid,
): Promise<void> {
  chosenBids.set(client, bid.bidDayId)
  releaseLiveBid(client)
  client.setQueryData<LiveBidState>(liveBidKey(companyPlayerId), {
    bid,
    etag: null,
    syncedAt: Date.now(),
    changes: null,
  })
  await client.resetQueries({ queryKey: ['bids', 'drawn-teams'] })
}

const quiet = new WeakSet<QueryClient>()

/**
 * Refetches now after the organiser's own action (adding, promoting, removing a player): the
 * screen shows it, but the next read announces nothing, since they know what they did.
 */
export async function refreshLiveBidQuietly(client: QueryClient): Promise<void> {
  releaseLiveBid(client)
  quiet.add(client)
  await client.invalidateQueries({ queryKey: ['bids'] })
}

/**
 * GET /bids/current-bid with If-None-Match: a 304 keeps what is on screen. While an edit hold
 * is on, nothing is fetched and the local (optimistic) state stays.
 */
export async function fetchLiveBid(
  client: QueryClient,
  previous: LiveBidState | undefined,
  signal?: AbortSignal,
): Promise<LiveBidState> {
  if (previous && isLiveBidHeld(client)) return previous
  const chosen = chosenBids.get(client)
  const response = await apiExchange(bids.currentBid, {
    signal,
    headers: previous?.etag ? { 'If-None-Match': previous.etag } : undefined,
    query: chosen === undefined ? undefined : { bidDayId: chosen },
  }).catch((error: unknown) => {
    // The BID chosen was finished or cancelled meanwhile: back to the next game.
    if (chosen === undefined || !(error instanceof ApiError) || error.status !== 404) throw error
    chosenBids.delete(client)
    return apiExchange(bids.currentBid, { signal })
  })
  const syncedAt = Date.now()
  const announce = !quiet.delete(client)
  if (response.status === 304 && previous) return { ...previous, syncedAt, changes: null }
  const bid = response.data
  return {
    bid,
    etag: bid ? response.headers.get('etag') : null,
    syncedAt,
    changes: announce && previous?.bid && bid ? diffLiveBids(previous.bid, bid) : null,
  }
}

export type PollingSettings = { enabled: boolean; intervalMs: number }

export function liveBidQueryOptions(companyPlayerId: number | undefined, polling: PollingSettings) {
  return queryOptions({
    queryKey: liveBidKey(companyPlayerId),
    queryFn: ({ client, queryKey, signal }) =>
      fetchLiveBid(client, client.getQueryData<LiveBidState>(queryKey), signal),
    enabled: companyPlayerId !== undefined,
    // Always worth asking: a 304 costs the server one tiny query.
    staleTime: 0,
    refetchInterval: polling.enabled ? polling.intervalMs : false,
    // Hidden tabs stop polling; coming back (visibility or focus) refetches at once.
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
  })
}

export function useLiveBid(polling: PollingSettings) {
  const session = useSession()
  return useQuery(liveBidQueryOptions(session?.companyPlayerId, polling))
}
