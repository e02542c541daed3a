import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { clearSession, markSessionReady, setSession } from '@/lib/session-store'
import { makeCheckInInfo, makeOpenBid } from '@/test/bid-fixtures'
import { makeSession } from '@/test/fixtures'
import { renderApp } from '@/test/render-app'
import {
  makeActiveBidStats,
  makeGoalsPerBid,
  makeMonthlyPlayers,
  makePlayerSeasonStats,
  makeTopScorers,
} from '@/test/statistics-fixtures'
import { callsTo, noContent, stubApi, type Route, reply } from '@/test/stub-api'
import * as statistics from '@bidfut/domain/endpoints/statistics'
import * as bids from '@bidfut/domain/endpoints/bids'
import * as weather from '@bidfut/domain/endpoints/weather'
import { forecastResponse } from '@/test/weather-fixtures'

const paths = {
  monthly: statistics.monthlyPlayers,
  own: statistics.playerSeasonStats,
  goals: statistics.goalsPerBid,
  top: statistics.topFiveScorers,
  active: statistics.activeBidStats,
  next: bids.checkInInfo,
}

const failure = reply({ success: false, message: 'Falha interna.' }, { status: 500 })

function happyRoutes(): Route[] {
  return [
    [paths.monthly, reply(makeMonthlyPlayers(17))],
    [paths.own, reply(makePlayerSeasonStats())],
    [paths.goals, reply(makeGoalsPerBid())],
    [paths.top, reply(makeTopScorers())],
    [paths.active, reply(makeActiveBidStats())],
    [paths.next, noContent],
    [weather.bidForecast, forecastResponse()],
  ]
}

/** The summary card whose term reads `label`. */
function card(label: string): HTMLElement {
  return screen.getByText(label, { selector: 'dt span' }).closest('div')!
}

function region(title: string): HTMLElement {
  return screen.getByRole('heading', { level: 2, name: title }).parentElement!.parentElement!
}

beforeEach(() => {
  clearSession()
  setSession(makeSession())
  markSessionReady()
})

describe('dashboard page', () => {
  it('shows the season, the four cards, goals per BID, the top 5 and the open BID', async () => {
    stubApi(happyRoutes())
    renderApp('/dashboard')
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument()
    expect(screen.getByText('Olá, Ana!')).toBeInTheDocument()
    expect(await screen.findByText('Temporada 2026')).toBeInTheDocument()

    await waitFor(() => expect(card('Mensalistas')).toHaveTextContent('17'))
    expect(card('Meus gols na temporada')).toHaveTextContent('7')
    expect(card('Taxa de presença')).toHaveTextContent('83%')
    expect(card('Taxa de presença')).toHaveTextContent(
      'Dos BIDs finalizados desde que você entrou · 2 faltas nas últimas 8',
    )
    expect(card('Lesões na temporada')).toHaveTextContent('1')
    expect(card('Lesões na temporada')).toHaveTextContent('Registradas nos BIDs finalizados')
    expect(
      within(card('Meus gols na temporada')).getByRole('img', {
        name: 'Seus gols por BID na temporada. 29/10: 2 gols; 05/11: 0 gols; 12/11: 5 gols',
      }),
    ).toBeInTheDocument()

    // Gols por BID: real bars against the best BID (20), at least 5 %, badge above 60 %.
    const meters = await screen.findAllByRole('meter')
    expect(meters).toHaveLength(5)
    expect(meters[0]).toHaveAccessibleName('Gols no BID #10')
    expect(meters[0]).toHaveAttribute('aria-valuenow', '20')
    expect(meters[0]).toHaveAttribute('aria-valuetext', '20 gols')
    expect(meters[0]!.firstElementChild).toHaveStyle({ width: '100%' })
    expect(meters[1]!.firstElementChild).toHaveStyle({ width: '60%' })
    expect(meters[4]!.firstElementChild).toHaveStyle({ width: '5%' })
    const rows = within(region('Gols por BID')).getAllByRole('listitem')
    expect(within(rows[0]!).getByText('20 gols')).toHaveClass('bg-primary')
    // Exactly 60 % of the best is not above it.
    expect(within(rows[1]!).getByText('12 gols')).toHaveClass('bg-secondary')
    expect(within(rows[2]!).getByText('14 gols')).toHaveClass('bg-primary')
    expect(rows[0]).toHaveTextContent('Mais gols que no BID anterior')
    expect(rows[1]).toHaveTextContent('Menos gols que no BID anterior')
    expect(rows[2]).toHaveTextContent('Mesmo número de gols do BID anterior')
    expect(rows[0]).toHaveTextContent('BID #10')
    expect(rows[0]).toHaveTextContent('19/11')

    const top = within(region('Top 5 Artilheiros')).getAllByRole('listitem')
    expect(top).toHaveLength(5)
    expect(within(top[0]!).getByText('1º lugar:')).toHaveClass('sr-only')
    expect(top[0]).toHaveTextContent(/Dudu14 gols$/)
    expect(top[4]).toHaveTextContent('Lucão')

    // BID Atual - Estatísticas: tabs with counts, confirmed players first.
    const active = region('BID Atual - Estatísticas')
    expect(within(active).getByText('Quinta-feira, 26 de novembro às 20:00')).toBeInTheDocument()
    const tabs = await within(active).findAllByRole('tab')
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Mensal 3', 'Goleiros 1', 'Avulsos 0'])
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true')
    const monthly = within(within(active).getByRole('tabpanel')).getAllByRole('listitem')
    expect(monthly.map((item) => item.querySelector('h3')?.textContent)).toEqual([
      'Dudu',
      'Bruninho',
      'Léo',
    ])
    expect(monthly[0]).toHaveTextContent('Confirmado')
    expect(monthly[0]).toHaveTextContent('Time da semana')
    expect(within(monthly[0]!).getByText('Gols').nextElementSibling).toHaveTextContent('3')
    expect(monthly[1]).toHaveTextContent('Pendente')
    // Nothing recorded yet: a short row, no grid of zeros.
    expect(within(monthly[1]!).queryByText('Gols')).toBeNull()

    const user = userEvent.setup()
    await user.click(tabs[1]!)
    const keepers = within(active).getByRole('tabpanel')
    expect(within(keepers).getByText('Marquinhos')).toBeInTheDocument()
    expect(within(keepers).getByText('Defesas').nextElementSibling).toHaveTextContent('7')
    await user.click(tabs[2]!)
    expect(within(active).getByRole('tabpanel')).toHaveTextContent('Nenhum jogador neste grupo.')
  })

  it('shows the no-content texts and checks again for an open BID', async () => {
    const fetchMock = stubApi([
      [paths.monthly, reply(makeMonthlyPlayers(0))],
      [paths.own, noContent],
      [paths.goals, noContent],
      [paths.top, noContent],
      [paths.active, [noContent, reply(makeActiveBidStats())]],
      [paths.next, noContent],
    ])
    renderApp('/dashboard')
    expect(await screen.findByText('Nenhum BID Ativo')).toBeInTheDocument()
    // No open BID: no check-in card, the members' text above stays.
    expect(screen.queryByRole('heading', { name: /Próximo BID/ })).toBeNull()
    expect(await screen.findByText('Nenhum artilheiro registrado')).toBeInTheDocument()
    expect(
      within(region('Gols por BID')).getByText('Nenhuma estatística registrada'),
    ).toBeInTheDocument()
    expect(card('Meus gols na temporada')).toHaveTextContent('0Nenhuma estatística registrada')
    expect(card('Taxa de presença')).toHaveTextContent('—Nenhuma estatística registrada')
    expect(card('Lesões na temporada')).toHaveTextContent('0')
    expect(card('Mensalistas')).toHaveTextContent('0')
    expect(screen.queryByRole('img', { name: /Seus gols por BID/ })).toBeNull()
    // No season from the server yet: the device's year.
    expect(screen.getByText(`Temporada ${new Date().getFullYear()}`)).toBeInTheDocument()

    await userEvent.setup().click(screen.getByRole('button', { name: 'Verificar novamente' }))
    expect(await screen.findByRole('tab', { name: 'Mensal 3' })).toBeInTheDocument()
    expect(screen.queryByText('Nenhum BID Ativo')).toBeNull()
    expect(callsTo(fetchMock, statistics.activeBidStats)).toHaveLength(2)
  })

  it("shows '--' and each call's own message when it fails, and retries a panel", async () => {
    stubApi([
      [paths.monthly, failure],
      [paths.own, failure],
      [paths.goals, [failure, reply(makeGoalsPerBid())]],
      [paths.top, failure],
      [paths.active, failure],
      [paths.next, noContent],
    ])
    renderApp('/dashboard')
    expect(await screen.findByText('Erro ao carregar estatísticas')).toBeInTheDocument()
    expect(card('Mensalistas')).toHaveTextContent('--Erro ao carregar estatísticas')
    for (const label of ['Meus gols na temporada', 'Taxa de presença', 'Lesões na temporada']) {
      expect(card(label)).toHaveTextContent('--Erro ao carregar estatísticas do jogador')
    }
    expect(await screen.findAllByText('Erro ao carregar dados')).toHaveLength(3)
    expect(within(region('Gols por BID')).getByRole('alert')).toHaveTextContent(
      'Erro ao carregar estatísticas de gols por BID',
    )
    expect(within(region('Top 5 Artilheiros')).getByRole('alert')).toHaveTextContent(
      'Erro ao carregar top 5 artilheiros',
    )
    expect(within(region('BID Atual - Estatísticas')).getByRole('alert')).toHaveTextContent(
      'Erro ao carregar estatísticas do BID ativo',
    )

    await userEvent
      .setup()
      .click(within(region('Gols por BID')).getByRole('button', { name: 'Tentar novamente' }))
    expect(await screen.findAllByRole('meter')).toHaveLength(5)
    expect(screen.getAllByText('Erro ao carregar dados')).toHaveLength(2)
  })

  it('checks the member in for the next BID and shows their new status', async () => {
    const fetchMock = stubApi([
      ...happyRoutes(),
      [
        paths.next,
        [
          reply(makeCheckInInfo()),
          reply(makeCheckInInfo({ playerBidStatus: 'confirmed', totalConfirmed: 3 })),
        ],
      ],
      [
        bids.updateStatus,
        reply({
          success: true,
          message: 'Check-in realizado!',
          status: 'confirmed',
          waitlistPosition: null,
        }),
      ],
    ])
    renderApp('/dashboard')
    const next = await screen.findByRole('region', { name: 'Próximo BID #31' })
    expect(next).toHaveTextContent('Quinta-feira, 28 de novembro às 19:30 · Arena Central')
    expect(within(next).getByText('Seu status:')).toHaveTextContent('Seu status: Pendente')
    // The game's forecast, in a few lines.
    const forecast = within(next).getByRole('region', { name: 'Previsão do tempo' })
    expect(await within(forecast).findByText('24°C')).toBeInTheDocument()
    expect(callsTo(fetchMock, weather.bidForecast)[0]!.query.get('bidDayId')).toBe(
      String(makeCheckInInfo().bidDayId),
    )
    expect(within(next).getByRole('link', { name: 'Ver check-in' })).toHaveAttribute(
      'href',
      '/check-in',
    )

    await userEvent.setup().click(within(next).getByRole('button', { name: 'Fazer Check-in' }))
    expect(await screen.findByText('Check-in realizado!')).toBeInTheDocument()
    await waitFor(() =>
      expect(within(next).getByText('Seu status:')).toHaveTextContent('Seu status: Confirmado'),
    )
    expect(within(next).queryByRole('button', { name: 'Fazer Check-in' })).toBeNull()
    // The button is gone: focus moves to the status it changed.
    expect(within(next).getByText('Seu status:')).toHaveFocus()
    const [put] = callsTo(fetchMock, bids.updateStatus)
    expect(put?.body).toEqual({ status: 'confirmed' })
  })

  it('offers the waiting list on a full BID', async () => {
    stubApi([
      ...happyRoutes(),
      [paths.next, reply(makeCheckInInfo({ isFull: true, totalWaitlisted: 2 }))],
    ])
    renderApp('/dashboard')
    const next = await screen.findByRole('region', { name: 'Próximo BID #31' })
    expect(within(next).getByRole('button', { name: 'Entrar na lista de espera' })).toBeVisible()
  })

  it('shows a member in the waiting list their place, without a check-in button', async () => {
    stubApi([
      ...happyRoutes(),
      [paths.next, reply(makeCheckInInfo({ playerBidStatus: 'waitlisted', waitlistPosition: 2 }))],
    ])
    renderApp('/dashboard')
    const next = await screen.findByRole('region', { name: 'Próximo BID #31' })
    expect(within(next).getByText('Seu status:')).toHaveTextContent(
      'Seu status: Lista de espera2º na lista de espera',
    )
    expect(await within(next).findByText('24°C')).toBeInTheDocument()
    expect(within(next).queryByRole('button')).toBeNull()
  })

  it('with two BIDs open lists each game with its own forecast (ADR 059)', async () => {
    stubApi([
      ...happyRoutes(),
      [paths.next, reply(makeCheckInInfo({ bidDayId: 14, number: 14 }))],
      [
        bids.openBids,
        reply([
          makeOpenBid(14, 'BID #14 — terça 21:00', { dayOfMatch: '2030-11-26T21:00:00' }),
          makeOpenBid(15, 'BID #15 — quinta 20:00', { dayOfMatch: '2030-11-28T20:00:00' }),
        ]),
      ],
      [weather.bidForecast, forecastResponse({ temp: 15 }), { query: { bidDayId: 14 } }],
      [weather.bidForecast, forecastResponse({ temp: 27 }), { query: { bidDayId: 15 } }],
    ])
    renderApp('/dashboard')
    const list = await screen.findByRole('region', { name: 'Próximos BIDs' })
    const item = async (label: string) =>
      within(await within(list).findByRole('listitem', { name: label }))
    const tuesday = await item('BID #14 — terça 21:00')
    const thursday = await item('BID #15 — quinta 20:00')
    expect(await tuesday.findByText('15°C')).toBeInTheDocument()
    expect(await thursday.findByText('27°C')).toBeInTheDocument()
    // Under each game's own heading (level 3), the forecast's is a level 4.
    expect(thursday.getByRole('heading', { level: 4, name: 'Previsão do tempo' })).toBeVisible()
  })
})
