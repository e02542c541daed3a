import { QueryClient } from '@tanstack/react-query'
import { createMemoryRouter } from 'react-router'
import { beforeEach, describe, expect, it } from 'vitest'
import { clearSession, markSessionReady, setSession } from '@/lib/session-store'
import { makeCheckInInfo } from '@/test/bid-fixtures'
import { describeCall, jsonResponse, makeSession } from '@/test/fixtures'
import {
  makeActiveBidStats,
  makeGoalsPerBid,
  makeHistoryPage,
  makeHistoryStats,
  makeMonthlyPlayers,
  makePlayerSeasonStats,
  makeTopScorers,
} from '@/test/statistics-fixtures'
import { deferred, noContent, stubApi, type ApiMock } from '@/test/stub-api'
import { FIRST_SCREEN_WAIT_MS, prefetchFirstScreen } from './prefetch-first-screen'
import { routes, whenRouterReady } from './router'

const dashboardApi = {
  'GET /statistics/monthly-players': () => jsonResponse(makeMonthlyPlayers(17)),
  'GET /statistics/company-player-stats': () => jsonResponse(makePlayerSeasonStats()),
  'GET /statistics/quantity-of-goals-stats-dashboard': () => jsonResponse(makeGoalsPerBid()),
  'GET /statistics/top-five-scorers-dashboard': () => jsonResponse(makeTopScorers()),
  'GET /statistics/active-bid-dashboard': () => jsonResponse(makeActiveBidStats()),
  // The next BID, for the check-in card.
  'GET /bids/get-information-check-in-bid': () => jsonResponse(makeCheckInInfo()),
}

const checkInInfo = 'GET /bids/get-information-check-in-bid'
const drawnTeams = 'GET /bids/drawn-teams'
const ownStats = 'GET /bids/current-bid-player-stats'

async function openFirstScreen(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] })
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  await whenRouterReady(router)
  await prefetchFirstScreen(router, queryClient)
  return queryClient
}

/** The API calls made, as 'METHOD /path', in order. */
function calls(fetchMock: ApiMock): string[] {
  return fetchMock.mock.calls.map((call) => {
    const { method, url } = describeCall(call as unknown[])
    return `${method} ${url.replace(/^\/v1/, '')}`
  })
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
    expect(calls(fetchMock).sort()).toEqual(Object.keys(dashboardApi).sort())
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
    const fetchMock = stubApi({
      [checkInInfo]: () => jsonResponse(makeCheckInInfo()),
      [drawnTeams]: noContent,
    })
    const queryClient = await openFirstScreen('/check-in')
    expect(calls(fetchMock)).toEqual([checkInInfo, drawnTeams])
    expect(cached(queryClient)).toContainEqual(makeCheckInInfo())
  })

  it("adds the player's own numbers once the BID is past and they played", async () => {
    const fetchMock = stubApi({
      [checkInInfo]: () =>
        jsonResponse(makeCheckInInfo({ isPast: true, playerBidStatus: 'confirmed' })),
      [drawnTeams]: noContent,
      [ownStats]: noContent,
    })
    await openFirstScreen('/check-in')
    expect(calls(fetchMock).sort()).toEqual([checkInInfo, drawnTeams, ownStats].sort())
  })

  it('fetches nothing more when no BID is open', async () => {
    const fetchMock = stubApi({ [checkInInfo]: noContent })
    await openFirstScreen('/check-in')
    expect(calls(fetchMock)).toEqual([checkInInfo])
  })

  it('fetches the summary and the linked page of BIDs for /historico', async () => {
    const pageTwo = 'GET /bid-statistics/games-history-stats?PageNumber=2&PageSize=10'
    const fetchMock = stubApi({
      'GET /bid-statistics/history-stats': () => jsonResponse(makeHistoryStats()),
      [pageTwo]: () => jsonResponse(makeHistoryPage(2, 23)),
    })
    const queryClient = await openFirstScreen('/historico?pagina=2')
    expect(calls(fetchMock).sort()).toEqual([pageTwo, 'GET /bid-statistics/history-stats'])
    expect(cached(queryClient)).toContainEqual(makeHistoryPage(2, 23))
  })

  it('fetches the profile and the reminders setting for /perfil', async () => {
    const fetchMock = stubApi({})
    await openFirstScreen('/perfil')
    expect(calls(fetchMock).sort()).toEqual([
      'GET /accounts/get-profile',
      'GET /profile/reminder-emails',
    ])
  })

  it("fetches the register and the invite link for the organiser's /jogadores", async () => {
    setSession(makeSession({ role: 'administrator' }))
    const fetchMock = stubApi({})
    await openFirstScreen('/jogadores')
    expect(calls(fetchMock).sort()).toEqual([
      'GET /company-players/invite-link',
      'GET /company-players/list',
    ])
  })

  it("fetches the open BID for the organiser's /bid-atual", async () => {
    setSession(makeSession({ role: 'editor' }))
    const fetchMock = stubApi({ 'GET /bids/current-bid': noContent })
    const queryClient = await openFirstScreen('/bid-atual')
    expect(calls(fetchMock)).toEqual(['GET /bids/current-bid'])
    expect(cached(queryClient)).toContainEqual(expect.objectContaining({ bid: null }))
  })

  it.each(['/jogadores', '/bid-atual'])(
    'fetches nothing for a member who follows a link to %s',
    async (path) => {
      const fetchMock = stubApi({})
      await openFirstScreen(path)
      expect(calls(fetchMock)).toEqual([])
    },
  )

  it('fetches nothing for a screen that asks for nothing, or without a session', async () => {
    const fetchMock = stubApi(dashboardApi)
    await openFirstScreen('/artilheiros')
    clearSession()
    await openFirstScreen('/dashboard')
    expect(calls(fetchMock)).toEqual([])
  })

  it('stops waiting for a slow answer after the limit, leaving it to the screen', async () => {
    const slow = deferred()
    stubApi({ ...dashboardApi, 'GET /statistics/active-bid-dashboard': slow.route })
    const started = performance.now()
    const queryClient = await openFirstScreen('/dashboard')
    expect(performance.now() - started).toBeGreaterThanOrEqual(FIRST_SCREEN_WAIT_MS - 50)
    expect(cached(queryClient)).toContainEqual(makeTopScorers())
    slow.settle(jsonResponse(makeActiveBidStats()))
  })
})
