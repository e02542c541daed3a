import { act, render, screen, waitFor } from '@testing-library/react'
import { onlineManager } from '@tanstack/react-query'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import * as bids from '@bidfut/domain/endpoints/bids'
import * as weatherApi from '@bidfut/domain/endpoints/weather'
import { BusyButton } from '@/components/busy-button'
import { clearSession, markSessionReady, setSession } from '@/lib/session-store'
import { makeCheckInInfo } from '@/test/bid-fixtures'
import { makeSession } from '@/test/fixtures'
import { renderApp } from '@/test/render-app'
import { reply, stubApi } from '@/test/stub-api'
import { forecastUnavailable } from '@/test/weather-fixtures'
import { OFFLINE_NOTHING_SHOWN } from './use-offline'

beforeEach(() => {
  clearSession()
  setSession(makeSession())
  markSessionReady()
})
afterEach(() => act(() => onlineManager.setOnline(true)))

describe('offline after moving between screens', () => {
  it('shows the same banner on every screen and makes the actions wait', async () => {
    stubApi([
      [bids.checkInInfo, reply(makeCheckInInfo())],
      [weatherApi.bidForecast, forecastUnavailable],
    ])
    const { router } = renderApp('/check-in')
    expect(await screen.findByRole('button', { name: 'Fazer Check-in' })).not.toHaveAttribute(
      'aria-disabled',
    )
    act(() => onlineManager.setOnline(false))
    // A screen never loaded: nothing to show, and it says why.
    await act(() => router.navigate('/historico'))
    expect(await screen.findByText(OFFLINE_NOTHING_SHOWN)).toBeVisible()
    // Back where the data is fresh (nothing is asked again): since when it is shown.
    await act(() => router.navigate('/check-in'))
    expect(await screen.findByText(/^Sem conexão — dados de \d\d:\d\d$/)).toBeVisible()
    expect(screen.getByRole('button', { name: 'Fazer Check-in' })).toHaveAttribute(
      'aria-disabled',
      'true',
    )
    act(() => onlineManager.setOnline(true))
    await waitFor(() => expect(screen.queryByText(/^Sem conexão/)).toBeNull())
  })

  it('a form button waits offline, pointing at the banner for why', () => {
    render(
      <BusyButton busy={false} busyLabel="Salvando...">
        Salvar
      </BusyButton>,
    )
    expect(screen.getByRole('button', { name: 'Salvar' })).toBeEnabled()
    act(() => onlineManager.setOnline(false))
    expect(screen.getByRole('button', { name: 'Salvar' })).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Salvar' })).toHaveAttribute(
      'aria-describedby',
      'connection-banner',
    )
  })
})
