import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { makeCheckInInfo } from '@/test/bid-fixtures'
import type { Role } from '@bidfut/domain/contracts/enums'
import * as weather from '@bidfut/domain/endpoints/weather'
import * as bids from '@bidfut/domain/endpoints/bids'
import { clearSession, markSessionReady, setSession } from '@/lib/session-store'
import { makeSession } from '@/test/fixtures'
import { renderApp } from '@/test/render-app'
import { callsTo, stubApi, type Handler, reply } from '@/test/stub-api'
import {
  forecastFrom,
  forecastResponse,
  forecastUnavailable,
  noForecastCity,
} from '@/test/weather-fixtures'

// BID #31 on 28/11/2030 at Arena Central, the signed-in player 42 still waiting.
const info = makeCheckInInfo()

function openCheckIn(forecast: Handler | Handler[], role: Role = 'member') {
  setSession(makeSession({ role }))
  const fetchMock = stubApi([
    [bids.checkInInfo, reply(info)],
    [weather.bidForecast, forecast],
  ])
  const view = renderApp('/check-in')
  return { ...view, fetchMock }
}

/** The weather card, a region named by its title. */
function weatherCard() {
  return screen.findByRole('region', { name: 'Previsão do tempo' })
}

beforeEach(() => {
  clearSession()
  markSessionReady()
})

describe('check-in weather card', () => {
  it('shows a low rain risk with the default badge, a green bar, the place and our icon', async () => {
    openCheckIn(forecastResponse({ chanceOfRain: 10, place: 'Campinas' }))
    const card = await weatherCard()
    const badge = await within(card).findByText('Baixo Risco')
    expect(badge).toHaveClass('bg-primary')
    expect(within(card).getByText('10%')).toBeInTheDocument()
    expect(within(card).getByText('Campinas')).toBeInTheDocument()
    expect(within(card).getByText('24°C')).toBeInTheDocument()
    expect(within(card).getByText('18°C / 27°C')).toBeInTheDocument()
    expect(within(card).getByText('70%')).toBeInTheDocument()
    expect(within(card).getByText('Parcialmente nublado')).toBeInTheDocument()
    const bar = within(card).getByRole('progressbar', { name: 'Chance de chuva' })
    expect(bar).toHaveAttribute('aria-valuenow', '10')
    expect(bar.firstElementChild).toHaveClass('bg-green-600')
    const icon = card.querySelector('img')!
    expect(icon).toHaveAttribute('src', '/weather-icons/partly-cloudy.svg')
    expect(icon).toHaveAttribute('alt', '')
    expect(within(card).queryByText(/Atualizada há/)).toBeNull()
  })

  it('uses the secondary badge and a yellow bar between 20 and 50 %', async () => {
    openCheckIn(forecastResponse({ chanceOfRain: 35 }))
    const card = await weatherCard()
    expect(await within(card).findByText('Baixo Risco')).toHaveClass('bg-secondary')
    expect(
      within(card).getByRole('progressbar', { name: 'Chance de chuva' }).firstElementChild,
    ).toHaveClass('bg-yellow-500')
  })

  it("reads 'Alto Risco' with the destructive badge and a red bar at 80 %", async () => {
    openCheckIn(forecastResponse({ chanceOfRain: 80, conditionDescription: 'Chuva forte' }))
    const card = await weatherCard()
    expect(await within(card).findByText('Alto Risco')).toHaveClass('bg-destructive')
    expect(within(card).getByText('80%')).toBeInTheDocument()
    expect(within(card).getByText('Chuva forte')).toBeInTheDocument()
    expect(
      within(card).getByRole('progressbar', { name: 'Chance de chuva' }).firstElementChild,
    ).toHaveClass('bg-red-600')
  })

  it('says how old a stale forecast is', async () => {
    const twoHoursAgo = new Date(Date.now() - (2 * 60 + 5) * 60_000).toISOString()
    openCheckIn(forecastResponse({ stale: true, fetchedAt: twoHoursAgo }))
    const card = await weatherCard()
    expect(await within(card).findByText('Atualizada há 2 h')).toBeInTheDocument()
  })

  it('sends an administrator to /configuracoes when the group has no city', async () => {
    openCheckIn(noForecastCity, 'administrator')
    const card = await weatherCard()
    const link = await within(card).findByRole('link', {
      name: 'Defina a cidade da pelada em Configurações',
    })
    expect(link).toHaveAttribute('href', '/configuracoes')
    expect(within(card).queryByRole('button', { name: 'Tentar novamente' })).toBeNull()
  })

  it('tells an editor to set the city, without a link to a page they cannot open', async () => {
    openCheckIn(noForecastCity, 'editor')
    const card = await weatherCard()
    expect(
      await within(card).findByText('Defina a cidade da pelada em Configurações'),
    ).toBeInTheDocument()
    expect(within(card).queryByRole('link')).toBeNull()
  })

  it('tells a member the forecast is not set up yet', async () => {
    openCheckIn(noForecastCity, 'member')
    const card = await weatherCard()
    expect(
      await within(card).findByText('Previsão ainda não configurada para esta pelada'),
    ).toBeInTheDocument()
    expect(within(card).queryByText(/Configurações/)).toBeNull()
  })

  it('says from which day a far-away game gets its forecast', async () => {
    openCheckIn(forecastFrom('2030-11-12'))
    const card = await weatherCard()
    expect(
      await within(card).findByText('Previsão disponível a partir de 12/11'),
    ).toBeInTheDocument()
  })

  it("shows 'Previsão não disponível' on a 503 and tries again", async () => {
    const { fetchMock } = openCheckIn([forecastUnavailable, forecastResponse({ chanceOfRain: 55 })])
    const card = await weatherCard()
    expect(await within(card).findByText('Previsão não disponível')).toBeInTheDocument()
    await userEvent.setup().click(within(card).getByRole('button', { name: 'Tentar novamente' }))
    expect(await within(card).findByText('Alto Risco')).toBeInTheDocument()
    expect(callsTo(fetchMock, weather.bidForecast)).toHaveLength(2)
    // The button left with the notice: the card's title, above the forecast, has focus.
    expect(within(card).getByRole('heading', { name: 'Previsão do tempo' })).toHaveFocus()
  })
})
