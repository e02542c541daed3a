import { screen, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { type FirstRun } from '@bidfut/domain/contracts/first-run'
import type { Role } from '@bidfut/domain/contracts/enums'
import * as players from '@bidfut/domain/endpoints/players'
import * as statistics from '@bidfut/domain/endpoints/statistics'
import { clearSession, markSessionReady, setSession } from '@/lib/session-store'
import { makeSession } from '@/test/fixtures'
import { renderApp } from '@/test/render-app'
import {
  makeGoalsPerBid,
  makeMonthlyPlayers,
  makePlayerSeasonStats,
  makeTopScorers,
} from '@/test/statistics-fixtures'
import { callsTo, noContent, stubApi, reply, type Route } from '@/test/stub-api'

const fresh: FirstRun = {
  steps: { agenda: false, finance: true, players: true, firstBid: false },
  done: false,
  inviteUrl: 'http://localhost/registro?convite=abc',
}

function routes(firstRun: FirstRun): Route[] {
  return [
    [statistics.monthlyPlayers, reply(makeMonthlyPlayers(0))],
    [statistics.playerSeasonStats, reply(makePlayerSeasonStats())],
    [statistics.goalsPerBid, reply(makeGoalsPerBid())],
    [statistics.topFiveScorers, reply(makeTopScorers())],
    [statistics.activeBidStats, noContent],
    [players.firstRun, reply(firstRun)],
  ]
}

function signIn(role: Role) {
  clearSession()
  setSession(makeSession({ role }))
  markSessionReady()
}

beforeEach(() => signIn('administrator'))

describe('first-run checklist on /dashboard', () => {
  it('lists the four steps, each done or linking to where it is done', async () => {
    stubApi(routes(fresh))
    renderApp('/dashboard')
    const checklist = await screen.findByRole('region', { name: 'Primeiros passos' })
    expect(checklist).toHaveTextContent('Quatro passos para a pelada começar: 2 de 4 feitos.')
    const steps = within(checklist).getAllByRole('listitem')
    expect(steps.map((step) => within(step).getByRole('heading').textContent)).toEqual([
      'Defina a agenda da pelada (a fazer)',
      'Configure o Financeiro Feito',
      'Convide os jogadores Feito',
      'Crie o primeiro BID (a fazer)',
    ])
    expect(within(steps[0]!).getByRole('link', { name: 'Abrir a agenda' })).toHaveAttribute(
      'href',
      '/configuracoes',
    )
    // A done step keeps no action.
    expect(within(steps[1]!).queryByRole('link')).toBeNull()
    expect(within(steps[2]!).queryByRole('link')).toBeNull()
    expect(within(steps[3]!).getByRole('link', { name: 'Criar o primeiro BID' })).toHaveAttribute(
      'href',
      '/bid-atual',
    )
    // The open-BID panel says the same: this group has no BID yet.
    expect(await screen.findAllByRole('link', { name: 'Criar o primeiro BID' })).toHaveLength(2)
  })

  it('offers the invite on WhatsApp and Colar lista while nobody was invited', async () => {
    stubApi(routes({ ...fresh, steps: { ...fresh.steps, players: false } }))
    renderApp('/dashboard')
    const checklist = await screen.findByRole('region', { name: 'Primeiros passos' })
    expect(
      within(checklist).getByRole('button', { name: 'Enviar convite no WhatsApp' }),
    ).toBeInTheDocument()
    expect(within(checklist).getByRole('link', { name: 'Colar lista' })).toHaveAttribute(
      'href',
      '/colar-lista',
    )
  })

  it('is gone once every step is done, and the open-BID panel says Criar BID', async () => {
    stubApi(
      routes({
        steps: { agenda: true, finance: true, players: true, firstBid: true },
        done: true,
        inviteUrl: null,
      }),
    )
    renderApp('/dashboard')
    expect(await screen.findByRole('link', { name: 'Criar BID' })).toHaveAttribute(
      'href',
      '/bid-atual',
    )
    expect(screen.queryByRole('region', { name: 'Primeiros passos' })).toBeNull()
  })

  it('is not asked for by members, whose empty panel keeps its text', async () => {
    signIn('member')
    const api = stubApi(routes(fresh))
    renderApp('/dashboard')
    expect(
      await screen.findByText(
        'Quando o próximo BID for aberto, as estatísticas dele aparecem aqui.',
      ),
    ).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Verificar novamente' })).toBeInTheDocument()
    expect(screen.queryByRole('region', { name: 'Primeiros passos' })).toBeNull()
    expect(callsTo(api, players.firstRun)).toHaveLength(0)
  })

  it('is not shown to editors, who do not run the settings', async () => {
    signIn('editor')
    stubApi(routes(fresh))
    renderApp('/dashboard')
    expect(await screen.findAllByRole('link', { name: 'Criar o primeiro BID' })).toHaveLength(1)
    expect(screen.queryByRole('region', { name: 'Primeiros passos' })).toBeNull()
  })
})
