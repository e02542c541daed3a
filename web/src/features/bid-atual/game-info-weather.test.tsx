import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { clearSession, markSessionReady, setSession } from '@/lib/session-store'
import { makeLiveBid } from '@/test/bid-fixtures'
import { makeSession } from '@/test/fixtures'
import { renderApp } from '@/test/render-app'
import { callsTo, stubApi, type Handler, reply } from '@/test/stub-api'
import {
  forecastFrom,
  forecastResponse,
  forecastUnavailable,
  noForecastCity,
} from '@/test/weather-fixtures'
import * as bids from '@bidfut/domain/endpoints/bids'
import * as weather from '@bidfut/domain/endpoints/weather'

function openBidAtual(
  forecast: Handler | Handler[],
  role: 'administrator' | 'editor' = 'administrator',
) {
  setSession(makeSession({ role }))
  const fetchMock = stubApi([
    [bids.currentBid, reply(makeLiveBid())],
    [weather.bidForecast, forecast],
  ])
  renderApp('/bid-atual')
  return fetchMock
}

async function gameInfo() {
  const title = await screen.findByRole('heading', { name: 'Informações do jogo' })
  return within(title.closest('.rounded-xl') as HTMLElement)
}

beforeEach(() => {
  clearSession()
  markSessionReady()
})

describe("bid-atual: the forecast in 'Informações do jogo'", () => {
  it('shows the forecast compactly with the same rain rules', async () => {
    const fetchMock = openBidAtual(
      forecastResponse({ chanceOfRain: 80, conditionDescription: 'Chuva forte' }),
    )
    const card = await gameInfo()
    expect(await card.findByText('Alto Risco')).toHaveClass('bg-destructive')
    // The BID on screen names itself: with several open, the one chosen (ADR 059).
    expect(callsTo(fetchMock, weather.bidForecast)[0]!.query.get('bidDayId')).toBe(
      String(makeLiveBid().bidDayId),
    )
    expect(card.getByRole('heading', { name: 'Previsão do tempo' })).toBeInTheDocument()
    expect(card.getByText('24°C')).toBeInTheDocument()
    expect(card.getByText('18°C / 27°C')).toBeInTheDocument()
    expect(card.getByText('80%')).toBeInTheDocument()
    expect(card.getByText('Chuva forte · São Paulo')).toBeInTheDocument()
  })

  it('links an administrator to /configuracoes when the city is missing', async () => {
    openBidAtual(noForecastCity)
    const card = await gameInfo()
    expect(
      await card.findByRole('link', { name: 'Defina a cidade da pelada em Configurações' }),
    ).toHaveAttribute('href', '/configuracoes')
  })

  it('says from when a far-away game has a forecast', async () => {
    openBidAtual(forecastFrom('2030-11-12'), 'editor')
    const card = await gameInfo()
    expect(await card.findByText('Previsão disponível a partir de 12/11')).toBeInTheDocument()
  })

  it('retries after a 503', async () => {
    openBidAtual([forecastUnavailable, forecastResponse({ chanceOfRain: 5 })])
    const card = await gameInfo()
    expect(await card.findByText('Previsão não disponível')).toBeInTheDocument()
    await userEvent.setup().click(card.getByRole('button', { name: 'Tentar novamente' }))
    expect(await card.findByText('Baixo Risco')).toHaveClass('bg-primary')
  })
})
