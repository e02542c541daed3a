import { cleanup, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { CheckInInfo } from '@bidfut/domain/contracts/bids'
import * as bids from '@bidfut/domain/endpoints/bids'
import * as weatherApi from '@bidfut/domain/endpoints/weather'
import { clearSession, markSessionReady, setSession } from '@/lib/session-store'
import { liveBidRoute, makeCheckInInfo, makeLiveBid, makePlayer } from '@/test/bid-fixtures'
import { makeSession } from '@/test/fixtures'
import { renderApp } from '@/test/render-app'
import { stubApi, reply } from '@/test/stub-api'
import { forecastUnavailable } from '@/test/weather-fixtures'

type Slots = Pick<
  CheckInInfo,
  'totalConfirmed' | 'totalAvailable' | 'isFull' | 'totalWaitlisted' | 'monthlyWindow'
> &
  Partial<Pick<CheckInInfo, 'slots' | 'totalPlayers'>>

const window21 = { until: '26/11 20:00', closesAt: '2030-11-26T20:00:00', heldPlaces: 21 }

// Each state the BID goes through, as the server sends it to both sides, and what both must say.
const states: { name: string; slots: Slots; says: string[] }[] = [
  {
    name: "the mensalistas' window open",
    slots: {
      totalConfirmed: 3,
      totalAvailable: 21,
      isFull: false,
      totalWaitlisted: 2,
      monthlyWindow: window21,
    },
    says: ['3/24 confirmados', '0 livres, 21 reservadas', '2 na lista de espera'],
  },
  {
    name: 'the window closed',
    slots: {
      totalConfirmed: 10,
      totalAvailable: 14,
      isFull: false,
      totalWaitlisted: 0,
      monthlyWindow: null,
    },
    says: ['10/24 confirmados', '14 vagas restantes'],
  },
  {
    name: 'full',
    slots: {
      totalConfirmed: 24,
      totalAvailable: 0,
      isFull: true,
      totalWaitlisted: 0,
      monthlyWindow: null,
    },
    says: ['24/24 confirmados', 'BID lotado'],
  },
  {
    name: 'full with a waiting list',
    slots: {
      totalConfirmed: 24,
      totalAvailable: 0,
      isFull: true,
      totalWaitlisted: 3,
      monthlyWindow: null,
    },
    says: ['24/24 confirmados', 'BID lotado', '3 na lista de espera'],
  },
  // A society field (ADR 053): the BID's own places, on both sides.
  {
    name: 'a 14-place BID with places left',
    slots: {
      slots: 14,
      totalPlayers: 14,
      totalConfirmed: 10,
      totalAvailable: 4,
      isFull: false,
      totalWaitlisted: 0,
      monthlyWindow: null,
    },
    says: ['10/14 confirmados', '4 vagas restantes'],
  },
  {
    name: 'a 14-place BID full with a waiting list',
    slots: {
      slots: 14,
      totalPlayers: 14,
      totalConfirmed: 14,
      totalAvailable: 0,
      isFull: true,
      totalWaitlisted: 2,
      monthlyWindow: null,
    },
    says: ['14/14 confirmados', 'BID lotado', '2 na lista de espera'],
  },
]

function organiserSees(slots: Slots) {
  const confirmed = Array.from({ length: slots.totalConfirmed }, (_, i) =>
    makePlayer(100 + i, `Jogador ${i + 1}`, { status: 'confirmed' }),
  )
  const waitlist = Array.from({ length: slots.totalWaitlisted }, (_, i) =>
    makePlayer(200 + i, `Na fila ${i + 1}`, { status: 'waitlisted', waitlistPosition: i + 1 }),
  )
  return makeLiveBid({
    ...slots,
    monthly: confirmed,
    goalkeepers: [],
    sporadicPlayers: [],
    waitlist,
  })
}

async function slotBarText(
  path: string,
  role: 'administrator' | 'member',
  api: Parameters<typeof stubApi>[0],
) {
  clearSession()
  setSession(makeSession({ role }))
  markSessionReady()
  stubApi(api)
  renderApp(path)
  const text = (await screen.findByTestId('slot-bar')).textContent
  cleanup()
  return text
}

describe('places: the organiser and the player read the same counts', () => {
  it.each(states)('agree with $name', async ({ slots, says }) => {
    const organiser = await slotBarText('/bid-atual', 'administrator', [
      [bids.currentBid, liveBidRoute(organiserSees(slots))],
      [weatherApi.bidForecast, forecastUnavailable],
    ])
    const player = await slotBarText('/check-in', 'member', [
      [bids.checkInInfo, reply(makeCheckInInfo({ ...slots }))],
      [weatherApi.bidForecast, forecastUnavailable],
    ])
    expect(player).toBe(organiser)
    for (const words of says) expect(organiser).toContain(words)
  })
})
