import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { TeamDraw } from '@bidfut/domain/contracts/teams'
import { Toaster } from '@/components/ui/toaster'
import { clearSession, markSessionReady, setSession } from '@/lib/session-store'
import * as teams from '@bidfut/domain/endpoints/teams'
import { makeSession } from '@/test/fixtures'
import { callsTo, deferred, noContent, refuse, reply, stubApi } from '@/test/stub-api'
import { TeamDrawDialog } from './team-draw-dialog'
import { drawnPlayer } from '@/test/team-draw-fixtures'

const draw: TeamDraw = {
  success: true,
  message: 'Times gerados com sucesso!',
  bidDayId: 11,
  quantityOfPlayersEachTeam: 3,
  sporadicPlayerEspecial: false,
  drawnAt: '2026-11-21T10:00:00.000Z',
  teams: [
    {
      teamId: 1,
      totalSkill: 18,
      players: [
        drawnPlayer(1, 'Marquinhos', 'goalkeeper', 7, 'goalkeeper'),
        drawnPlayer(2, 'Dudu', 'striker', 9, 'monthly'),
        drawnPlayer(3, 'Tom', 'midfielder', 9, 'sporadic'),
        drawnPlayer(7, 'Bruno', 'defender', 4, 'sporadic'),
      ],
    },
    {
      teamId: 2,
      totalSkill: 18,
      players: [
        drawnPlayer(4, 'Léo', 'midfielder', 8, 'monthly'),
        drawnPlayer(5, 'Guga', null, 10, 'monthly'),
      ],
    },
  ],
  reserves: [drawnPlayer(6, 'Dida', 'goalkeeper', 5, 'goalkeeper')],
  confirmedChanged: false,
}
const drawnIds = [1, 2, 3, 4, 5, 6, 7]

/** The BID's stored draw (none, or `draw`) and how a new draw answers. */
const stubDraws = (stored: 'none' | 'draw', generate = reply(draw)) =>
  stubApi([
    [teams.drawnTeams, stored === 'none' ? noContent : reply(draw)],
    [teams.generateTeams, generate],
  ])

function renderDialog(confirmedIds: number[] = drawnIds) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  render(
    <QueryClientProvider client={queryClient}>
      <TeamDrawDialog confirmedIds={confirmedIds} />
      <Toaster />
    </QueryClientProvider>,
  )
}

beforeEach(() => {
  clearSession()
  setSession(makeSession({ role: 'editor' }))
  markSessionReady()
})

describe('Sortear Times dialog', () => {
  it("keeps focus on 'Gerar Times' while it draws; a second press waits", async () => {
    const answer = deferred()
    const fetchMock = stubDraws('none', answer.route)
    renderDialog()
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'Sortear Times' }))
    const button = screen.getByRole('button', { name: 'Gerar Times' })
    button.focus()
    await user.keyboard('{Enter}')
    expect(await screen.findByRole('button', { name: 'Gerando...' })).toHaveFocus()
    expect(button).toHaveAttribute('aria-disabled', 'true')
    await user.keyboard('{Enter}')
    expect(callsTo(fetchMock, teams.generateTeams)).toHaveLength(1)
    answer.settle(reply(draw))
    expect(await screen.findByRole('article', { name: 'Time 1' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Gerar Times' })).toHaveFocus()
  })

  it('draws with the chosen size and shows each team with H: skill and M/A badges', async () => {
    const fetchMock = stubDraws('none')
    renderDialog()
    await userEvent.click(screen.getByRole('button', { name: 'Sortear Times' }))
    expect(screen.getByLabelText('Jogadores de linha por time')).toHaveValue('5')
    expect(screen.getByLabelText('Jogadores de linha por time')).toHaveAccessibleDescription(
      'Mais 1 goleiro por time, se houver: 5 na linha + 1 no gol = 6.',
    )
    await userEvent.selectOptions(screen.getByLabelText('Jogadores de linha por time'), '3')
    await userEvent.click(screen.getByRole('switch', { name: 'Avulso Especial' }))
    await userEvent.click(screen.getByRole('button', { name: 'Gerar Times' }))

    const team1 = await screen.findByRole('article', { name: 'Time 1' })
    expect(within(team1).getByText('Dudu')).toBeInTheDocument()
    expect(within(team1).getAllByText('H: 9')).toHaveLength(2)
    expect(within(team1).getByText('M')).toBeInTheDocument()
    // The goalkeeper is 'G', never 'A' (which reads as Avulso).
    expect(within(team1).getAllByText('A')).toHaveLength(2)
    expect(within(team1).getByText('G')).toHaveAccessibleName('Goleiro')
    expect(screen.getByText('Dida')).toBeInTheDocument()

    const [post] = callsTo(fetchMock, teams.generateTeams)
    expect(post?.body).toEqual({
      regenerate: false,
      sporadicPlayerEspecial: true,
      quantityOfPlayersEachTeam: 3,
    })
  })

  it('reopens on the stored draw and regenerates with regenerate: true', async () => {
    const fetchMock = stubDraws('draw')
    renderDialog()
    await userEvent.click(screen.getByRole('button', { name: 'Sortear Times' }))
    expect(await screen.findByRole('article', { name: 'Time 2 · incompleto' })).toBeInTheDocument()
    expect(screen.getByLabelText('Jogadores de linha por time')).toHaveValue('3')
    await userEvent.click(screen.getByRole('button', { name: 'Sortear novamente' }))
    const [post] = callsTo(fetchMock, teams.generateTeams)
    expect(post?.body).toMatchObject({ regenerate: true, quantityOfPlayersEachTeam: 3 })
  })

  it('says when the live BID confirmed someone who is not in the stored draw', async () => {
    stubDraws('draw')
    renderDialog([...drawnIds, 8])
    await userEvent.click(screen.getByRole('button', { name: 'Sortear Times' }))
    await screen.findByRole('article', { name: 'Time 1' })
    expect(screen.getByRole('status')).toHaveTextContent('Os confirmados mudaram desde o sorteio')
  })

  it('says nothing while the confirmed players are the ones drawn', async () => {
    stubDraws('draw')
    renderDialog([7, 6, 5, 4, 3, 2, 1])
    await userEvent.click(screen.getByRole('button', { name: 'Sortear Times' }))
    await screen.findByRole('article', { name: 'Time 1' })
    expect(screen.queryByText('Os confirmados mudaram desde o sorteio')).toBeNull()
  })

  it("shows 'Erro ao gerar times' with the server message", async () => {
    stubDraws('none', refuse(409, 'Poucos confirmados.'))
    renderDialog()
    await userEvent.click(screen.getByRole('button', { name: 'Sortear Times' }))
    await userEvent.click(screen.getByRole('button', { name: 'Gerar Times' }))
    expect(await screen.findByText('Erro ao gerar times')).toBeInTheDocument()
    expect(screen.getByText('Poucos confirmados.')).toBeInTheDocument()
  })

  it('copies the teams, falling back to an alert when the clipboard fails', async () => {
    stubDraws('draw')
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {})
    renderDialog()
    await userEvent.click(screen.getByRole('button', { name: 'Sortear Times' }))
    await screen.findByRole('article', { name: 'Time 1' })
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: vi.fn(() => Promise.reject(new Error('denied'))) },
    })
    await userEvent.click(screen.getByRole('button', { name: 'Copiar times' }))
    expect(alert).toHaveBeenCalledWith(expect.stringContaining('*Time 1* (habilidade 18)'))
  })

  it('marks the leftovers’ team incompleto and each goalkeeper with a glove', async () => {
    stubDraws('draw')
    renderDialog()
    await userEvent.click(screen.getByRole('button', { name: 'Sortear Times' }))
    const incomplete = await screen.findByRole('article', { name: 'Time 2 · incompleto' })
    expect(within(incomplete).queryByRole('img', { name: 'Goleiro' })).toBeNull()
    const full = screen.getByRole('article', { name: 'Time 1' })
    const keeper = within(full).getByText('Marquinhos').closest('li')!
    expect(within(keeper).getByRole('img', { name: 'Goleiro' })).toBeInTheDocument()
    expect(within(keeper).getByText('G')).toHaveAccessibleName('Goleiro')
    expect(within(full).getAllByRole('img', { name: 'Goleiro' })).toHaveLength(1)
  })

  it('shares the teams: WhatsApp where there is no share sheet', async () => {
    stubDraws('draw')
    const open = vi.spyOn(window, 'open').mockImplementation(() => null)
    renderDialog()
    await userEvent.click(screen.getByRole('button', { name: 'Sortear Times' }))
    await screen.findByRole('article', { name: 'Time 1' })
    await userEvent.click(screen.getByRole('button', { name: 'Compartilhar times' }))
    const url = new URL(open.mock.calls[0]![0] as string)
    expect(url.origin + url.pathname).toBe('https://wa.me/')
    expect(url.searchParams.get('text')).toContain('*Time 1* (habilidade 18)\n🧤 Marquinhos')
  })
})
