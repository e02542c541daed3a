import { QueryClient } from '@tanstack/react-query'
import { createMemoryRouter } from 'react-router'
import { beforeEach, describe, expect, it } from 'vitest'
import { clearSession, markSessionReady, setSession } from '@/lib/session-store'
import { makeCheckInInfo } from '@/test/bid-fixtures'
import { makeSession } from '@/test/fixtures'
import {
  makeActiveBidStats,
  makeGoalsPerBid,
  makeHistoryPage,
  makeHistoryStats,
  makeMonthlyPlayers,
  makePlayerSeasonStats,
  makeTopScorers,
} from '@/test/statistics-fixtures'
import {
  deferred,
  noContent,
  stubApi,
  reply,
  requested,
  requestOf,
  type Route,
} from '@/test/stub-api'
import { FIRST_SCREEN_WAIT_MS, prefetchFirstScreen } from './prefetch-first-screen'
import { routes, whenRouterReady } from './router'
import * as statistics from '@bidfut/domain/endpoints/statistics'
import * as bids from '@bidfut/domain/endpoints/bids'
import * as teams from '@bidfut/domain/endpoints/teams'
import * as accounts from '@bidfut/domain/endpoints/accounts'
import * as profile from '@bidfut/domain/endpoints/profile'
import * as players from '@bidfut/domain/endpoints/players'
import * as groupClaims from '@bidfut/domain/endpoints/group-claims'

const dashboardApi: Route[] = [
  [statistics.monthlyPlayers, reply(makeMonthlyPlayers(17))],
  [statistics.playerSeasonStats, reply(makePlayerSeasonStats())],
  [statistics.goalsPerBid, reply(makeGoalsPerBid())],
  [statistics.topFiveScorers, reply(makeTopScorers())],
  [statistics.activeBidStats, reply(makeActiveBidStats())],
  // The next BID, for the check-in card.
  [bids.checkInInfo, reply(makeCheckInInfo())],
]

const checkInInfo = bids.checkInInfo
const drawnTeams = teams.drawnTeams
const ownStats = bids.ownBidStats

async function openFirstScreen(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] })
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  await whenRouterReady(router)
  await prefetchFirstScreen(router, queryClient)
  return queryClient
}

/** The data the cache holds, whatever the key. */
function cached(queryClient: QueryClient): unknown[] {
  return queryClient
    .getQueryCache()
    .getAll()
    .map((query) => query.state.data)
}

beforeEach(() => {
  clearSession()
  setSession(makeSession())
  markSessionReady()
})

describe('prefetchFirstScreen', () => {
  it('fetches the five statistics and the next BID the dashboard renders before it renders', async () => {
    const fetchMock = stubApi(dashboardApi)
    const queryClient = await openFirstScreen('/dashboard')
    expect(requested(fetchMock).sort()).toEqual(dashboardApi.map(([e]) => requestOf(e)).sort())
    expect(cached(queryClient)).toEqual(
      expect.arrayContaining([
        makeMonthlyPlayers(17),
        makePlayerSeasonStats(),
        makeGoalsPerBid(),
        makeTopScorers(),
        makeActiveBidStats(),
        makeCheckInInfo(),
      ]),
    )
  })

  it('fetches the open BID and then its draw for /check-in, not the forecast', async () => {
    const fetchMock = stubApi([
      [checkInInfo, reply(makeCheckInInfo())],
      [drawnTeams, noContent],
    ])
    const queryClient = await openFirstScreen('/check-in')
    expect(requested(fetchMock)).toEqual([requestOf(checkInInfo), requestOf(drawnTeams)])
    expect(cached(queryClient)).toContainEqual(makeCheckInInfo())
  })

  it("adds the player's own numbers once the BID is past and they played", async () => {
    const fetchMock = stubApi([
      [checkInInfo, reply(makeCheckInInfo({ isPast: true, playerBidStatus: 'confirmed' }))],
      [drawnTeams, noContent],
      [ownStats, noContent],
    ])
    await openFirstScreen('/check-in')
    expect(requested(fetchMock).sort()).toEqual(
      [requestOf(checkInInfo), requestOf(drawnTeams), requestOf(ownStats)].sort(),
    )
  })

  it('fetches nothing more when no BID is open', async () => {
    const fetchMock = stubApi([[checkInInfo, noContent]])
    await openFirstScreen('/check-in')
    expect(requested(fetchMock)).toEqual([requestOf(checkInInfo)])
  })

  it('fetches the summary and the linked page of BIDs for /historico', async () => {
    const pageTwo = statistics.historyPage
    const fetchMock = stubApi([
      [statistics.historyStats, reply(makeHistoryStats())],
      [pageTwo, reply(makeHistoryPage(2, 23)), { query: { PageNumber: 2 } }],
    ])
    const queryClient = await openFirstScreen('/historico?pagina=2')
    expect(requested(fetchMock).sort()).toEqual(
      [requestOf(pageTwo), requestOf(statistics.historyStats)].sort(),
    )
    expect(cached(queryClient)).toContainEqual(makeHistoryPage(2, 23))
  })

  it('fetches the profile and the reminders setting for /perfil', async () => {
    const fetchMock = stubApi([])
    await openFirstScreen('/perfil')
    expect(requested(fetchMock).sort()).toEqual([
      requestOf(accounts.getProfile),
      requestOf(profile.reminderEmails),
    ])
  })

  it("fetches the register, the claims and the invite link for the organiser's /jogadores", async () => {
    setSession(makeSession({ role: 'administrator' }))
    const fetchMock = stubApi([])
    await openFirstScreen('/jogadores')
    expect(requested(fetchMock).sort()).toEqual([
      requestOf(groupClaims.groupClaims),
      requestOf(players.inviteLink),
      requestOf(players.listPlayers),
    ])
  })

  it("fetches the open BID for the organiser's /bid-atual", async () => {
    setSession(makeSession({ role: 'editor' }))
    const fetchMock = stubApi([[bids.currentBid, noContent]])
    const queryClient = await openFirstScreen('/bid-atual')
    expect(requested(fetchMock)).toEqual([requestOf(bids.currentBid)])
    expect(cached(queryClient)).toContainEqual(expect.objectContaining({ bid: null }))
  })

  it.each(['/jogadores', '/bid-atual'])(
    'fetches nothing for a member who follows a link to %s',
    async (path) => {
      const fetchMock = stubApi([])
      await openFirstScreen(path)
      expect(requested(fetchMock)).toEqual([])
    },
  )

  it('fetches nothing for a screen that asks for nothing, or without a session', async () => {
    const fetchMock = stubApi(dashboardApi)
    await openFirstScreen('/artilheiros')
    clearSession()
    await openFirstScreen('/dashboard')
    expect(requested(fetchMock)).toEqual([])
  })

  it('stops waiting for a slow answer after the limit, leaving it to the screen', async () => {
    const slow = deferred()
    stubApi([...dashboardApi, [statistics.activeBidStats, slow.route]])
    const started = performance.now()
    const queryClient = await openFirstScreen('/dashboard')
    expect(performance.now() - started).toBeGreaterThanOrEqual(FIRST_SCREEN_WAIT_MS - 50)
    expect(cached(queryClient)).toContainEqual(makeTopScorers())
    slow.settle(reply(makeActiveBidStats()))
  })
})
