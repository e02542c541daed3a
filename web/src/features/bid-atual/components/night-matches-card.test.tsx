import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { NO_CRAQUE_POLL, type Night } from '@bidfut/domain/contracts/results'
import * as results from '@bidfut/domain/endpoints/results'
import * as teams from '@bidfut/domain/endpoints/teams'
import { clearSession, markSessionReady, setSession } from '@/lib/session-store'
import { makeSession } from '@/test/fixtures'
import { callsTo, stubApi, reply } from '@/test/stub-api'
import { NightMatchesCard } from './night-matches-card'

const draw = {
  success: true,
  message: 'Times sorteados',
  bidDayId: 9,
  quantityOfPlayersEachTeam: 5,
  sporadicPlayerEspecial: false,
  drawnAt: '2030-11-28T22:00:00.000Z',
  teams: [1, 2, 3].map((teamId) => ({ teamId, totalSkill: 25, players: [] })),
  reserves: [],
}

const night = (matches: Night['matches']): Night => ({
  bidDayId: 9,
  bidNumber: 31,
  status: 'open',
  teamIds: [1, 2, 3],
  matches,
  craque: NO_CRAQUE_POLL,
})

const first = { id: 5, order: 1, homeTeamId: 1, awayTeamId: 2, homeGoals: 2, awayGoals: 1 }

function renderCard() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  render(
    <QueryClientProvider client={queryClient}>
      <NightMatchesCard bidDayId={9} />
    </QueryClientProvider>,
  )
}

beforeEach(() => {
  clearSession()
  setSession(makeSession({ role: 'editor' }))
  markSessionReady()
})

describe('Jogos da noite', () => {
  it('records a match with its score, then suggests the winner against the waiting team', async () => {
    const fetchMock = stubApi([
      [teams.drawnTeams, reply(draw)],
      [results.bidNight, reply(night([]))],
      [results.recordMatch, reply(night([first]))],
    ])
    renderCard()
    const user = userEvent.setup()
    expect(await screen.findByText('1º jogo')).toBeInTheDocument()
    expect(screen.getByLabelText('Time')).toHaveValue('1')
    expect(screen.getByLabelText('Adversário')).toHaveValue('2')
    await user.type(screen.getAllByLabelText('Gols')[0]!, '2')
    await user.type(screen.getAllByLabelText('Gols')[1]!, '1')
    await user.click(screen.getByRole('button', { name: 'Registrar jogo' }))

    expect(await screen.findByText('2 × 1')).toBeInTheDocument()
    expect(callsTo(fetchMock, results.recordMatch)[0]!.body).toEqual({
      homeTeamId: 1,
      awayTeamId: 2,
      homeGoals: 2,
      awayGoals: 1,
    })
    // 'Quem ganha fica': Time 1 won and meets Time 3; the form starts empty again.
    expect(screen.getByText('2º jogo')).toBeInTheDocument()
    expect(screen.getByLabelText('Time')).toHaveValue('1')
    expect(screen.getByLabelText('Adversário')).toHaveValue('3')
    expect(screen.getAllByLabelText('Gols')[0]).toHaveValue('')
  })

  it('refuses half a score and absurd scores before sending anything', async () => {
    const fetchMock = stubApi([
      [teams.drawnTeams, reply(draw)],
      [results.bidNight, reply(night([]))],
    ])
    renderCard()
    const user = userEvent.setup()
    await user.type(await screen.findByLabelText('Gols', { selector: '#match-home-goals' }), '3')
    await user.click(screen.getByRole('button', { name: 'Registrar jogo' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Informe o placar dos dois times, ou de nenhum.',
    )
    await user.type(screen.getByLabelText('Gols', { selector: '#match-away-goals' }), '31')
    await user.click(screen.getByRole('button', { name: 'Registrar jogo' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'O placar de cada time deve ser um número de 0 a 30.',
    )
    expect(callsTo(fetchMock, results.recordMatch)).toHaveLength(0)
  })

  it('shows nothing before the draw', async () => {
    stubApi([
      [teams.drawnTeams, () => new Response(null, { status: 204 })],
      [results.bidNight, reply({ ...night([]), teamIds: [] })],
    ])
    renderCard()
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(screen.queryByText('Jogos da noite')).toBeNull()
  })
})
