import { render, screen } from '@testing-library/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { afterEach, describe, expect, it } from 'vitest'
import * as bids from '@bidfut/domain/endpoints/bids'
import * as teams from '@bidfut/domain/endpoints/teams'
import { apiPath } from '@/lib/api-url'
import { ServerUnreachableBanner } from '@/components/server-unreachable-banner'
import { StatusActions } from '@/features/check-in/components/status-actions'
import { formatTime } from '@/lib/format'
import { forgetOfflineCopies, noteAnswer, offlineDataSince } from './offline-copies'

const keptAt = new Date(2026, 10, 27, 19, 30).getTime()

function Screen() {
  return (
    <QueryClientProvider client={new QueryClient()}>
      <ServerUnreachableBanner />
      <StatusActions status="waiting" landing={null} pendingTarget={null} onChange={() => {}} />
    </QueryClientProvider>
  )
}

afterEach(() => forgetOfflineCopies())

describe("the service worker's kept answers (ADR 041)", () => {
  it('says since when the screen shows them and makes the check-in wait, with the reason', async () => {
    noteAnswer(apiPath(bids.checkInInfo), String(keptAt))
    render(<Screen />)
    expect(
      await screen.findByText(`Sem conexão — dados de ${formatTime(new Date(keptAt))}`),
    ).toBeVisible()
    const checkIn = screen.getByRole('button', { name: /Fazer Check-in/ })
    expect(checkIn).toHaveAttribute('aria-disabled', 'true')
    expect(checkIn).toHaveAccessibleDescription(
      'Sem conexão: o check-in volta a funcionar quando a internet voltar.',
    )
  })

  it('forgets a path once the server answers it, and everything on sign-out', async () => {
    noteAnswer(apiPath(bids.currentBid), String(keptAt))
    noteAnswer(apiPath(teams.drawnTeams), String(keptAt + 60_000))
    expect(offlineDataSince()).toBe(keptAt)
    noteAnswer(apiPath(bids.currentBid), null)
    expect(offlineDataSince()).toBe(keptAt + 60_000)
    await forgetOfflineCopies()
    expect(offlineDataSince()).toBeNull()
    render(<Screen />)
    expect(screen.queryByText(/Sem conexão/)).toBeNull()
    expect(screen.getByRole('button', { name: /Fazer Check-in/ })).not.toHaveAttribute(
      'aria-disabled',
    )
  })
})
