import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { memberBidDetailsSchema } from '@bidfut/domain/contracts/statistics'
import * as statistics from '@bidfut/domain/endpoints/statistics'
import { clearSession, markSessionReady, setSession } from '@/lib/session-store'
import { makeSession } from '@/test/fixtures'
import { renderApp } from '@/test/render-app'
import { makeBidDetails, makeHistoryPage, makeHistoryStats } from '@/test/statistics-fixtures'
import { callsTo, noContent, stubApi, reply, type Handler, type Route } from '@/test/stub-api'

const statsPath = statistics.historyStats
/** The list's page `page` (ten BIDs a page) answers with `handler`. */
const onPage = (page: number, handler: Handler | Handler[]): Route => [
  statistics.historyPage,
  handler,
  { query: { PageNumber: page, PageSize: 10 } },
]

const failure = reply({ success: false, message: 'Falha interna.' }, { status: 500 })

/** The summary card whose term reads `label`. */
function card(label: string): HTMLElement {
  return screen.getByText(label, { selector: 'dt span' }).closest('div')!
}

function bidCards(): HTMLElement[] {
  return within(screen.getByRole('list', { name: 'BIDs finalizados' })).getAllByRole('article')
}

beforeEach(() => {
  clearSession()
  setSession(makeSession())
  markSessionReady()
})

describe('historico page', () => {
  it('shows the five summary cards and the first page of finished BIDs', async () => {
    stubApi([[statsPath, reply(makeHistoryStats())], onPage(1, reply(makeHistoryPage(1, 25)))])
    renderApp('/historico')
    expect(await screen.findByRole('heading', { level: 1, name: 'Histórico' })).toBeInTheDocument()
    await waitFor(() => expect(card('Total de jogos')).toHaveTextContent('23'))
    expect(card('Total de participantes')).toHaveTextContent('31')
    expect(card('Média por jogo')).toHaveTextContent('18,43')
    expect(card('Total de gols')).toHaveTextContent('312')
    expect(card('Gols por jogo')).toHaveTextContent('13,57')

    await waitFor(() => expect(bidCards()).toHaveLength(10))
    const first = bidCards()[0]!
    expect(within(first).getByRole('heading', { name: 'BID #25' })).toBeInTheDocument()
    expect(first).toHaveTextContent('Finalizado')
    expect(first).toHaveTextContent('19/11/2026')
    expect(first).toHaveTextContent('Arena Society Vila Madalena')
    expect(first).toHaveTextContent('Participantes18')
    expect(first).toHaveTextContent('Gols14')
    expect(first).toHaveTextContent('Dudu (4 gols)')
    expect(within(first).getByRole('button', { name: 'Ver Detalhes do BID #25' })).toBeVisible()
    expect(screen.getByText('Página 1 de 3')).toBeInTheDocument()
    expect(screen.getByText('Mostrando 10 de 25 BIDs')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Anterior' })).toBeDisabled()
  })

  it('pages forward and back, 10 BIDs a page', async () => {
    const fetchMock = stubApi([
      [statsPath, reply(makeHistoryStats())],
      onPage(1, reply(makeHistoryPage(1, 25))),
      onPage(2, reply(makeHistoryPage(2, 25))),
      onPage(3, reply(makeHistoryPage(3, 25))),
    ])
    const { router } = renderApp('/historico')
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Próxima' }))
    expect(await screen.findByText('Página 2 de 3')).toBeInTheDocument()
    expect(within(bidCards()[0]!).getByRole('heading')).toHaveTextContent('BID #15')
    expect(router.state.location.search).toBe('?pagina=2')
    expect(screen.getByRole('button', { name: 'Anterior' })).toBeEnabled()

    await user.click(screen.getByRole('button', { name: 'Próxima' }))
    expect(await screen.findByText('Página 3 de 3')).toBeInTheDocument()
    expect(bidCards()).toHaveLength(5)
    expect(screen.getByText('Mostrando 5 de 25 BIDs')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Próxima' })).toBeDisabled()

    await user.click(screen.getByRole('button', { name: 'Anterior' }))
    expect(await screen.findByText('Página 2 de 3')).toBeInTheDocument()
    expect(callsTo(fetchMock, statistics.historyPage, { query: { PageNumber: 3 } })).toHaveLength(1)
  })

  it('opens a page from the address', async () => {
    stubApi([[statsPath, reply(makeHistoryStats())], onPage(3, reply(makeHistoryPage(3, 25)))])
    renderApp('/historico?pagina=3')
    expect(await screen.findByText('Página 3 de 3')).toBeInTheDocument()
  })

  it('shows the details of a BID: top scorer, weekly team and every player', async () => {
    stubApi([
      [statsPath, reply(makeHistoryStats())],
      onPage(1, reply(makeHistoryPage(1, 25))),
      [statistics.bidDetails, reply(makeBidDetails({ bidDayId: 125, number: 25 }))],
    ])
    renderApp('/historico')
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Ver Detalhes do BID #25' }))
    const dialog = await screen.findByRole('dialog', { name: 'BID #25 — 19/11/2026' })
    expect(dialog).toHaveAccessibleDescription('Arena Society Vila Madalena')
    const topScorer = await within(dialog).findByRole('region', { name: 'Artilheiro' })
    expect(topScorer).toHaveTextContent('Dudu (4 gols)')
    const weekly = within(dialog).getByRole('region', { name: 'Time da semana' })
    expect(
      within(weekly)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Dudu', 'Marquinhos'])

    const players = within(
      within(dialog).getByRole('region', { name: 'Participantes (3) · mais 1 que não jogou' }),
    ).getAllByRole('listitem')
    // Who played first, the top scorer on top.
    expect(players.map((li) => li.querySelector('h4')?.textContent)).toEqual([
      'Dudu',
      'Marquinhos',
      'Teteu',
      'Felipão',
    ])
    const dudu = players[0]!
    expect(dudu).toHaveTextContent('Confirmado')
    expect(dudu).toHaveTextContent('Mensal')
    expect(dudu).toHaveTextContent('Atacante')
    expect(dudu).toHaveTextContent('Nível 9/10')
    expect(within(dudu).getByText('Gols').nextElementSibling).toHaveTextContent('4')
    expect(within(dudu).getByText('Assistências').closest('div')).toHaveTextContent('2')
    expect(within(dudu).getByText('Desarmes').nextElementSibling).toHaveTextContent('1')
    expect(within(players[1]!).getByText('Defesas').nextElementSibling).toHaveTextContent('9')
    expect(players[1]).toHaveTextContent('Goleiro')
    expect(players[2]).toHaveTextContent('Avulso')
    expect(players[2]).toHaveTextContent('Sem posição')
    // Hurt reads 'Machucado' in the history.
    expect(players[3]).toHaveTextContent('Machucado')
    expect(players[3]).not.toHaveTextContent('Lesionado')

    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })

  it("shows no 'Nível' when the details carry no skill levels (a member's view)", async () => {
    const organisers = makeBidDetails({ bidDayId: 125, number: 25 })
    const members = memberBidDetailsSchema.parse({
      ...organisers,
      data: organisers.data.map(({ skillLevel: _skill, ...player }) => player),
    })
    stubApi([
      [statsPath, reply(makeHistoryStats())],
      onPage(1, reply(makeHistoryPage(1, 25))),
      [statistics.bidDetails, reply(members)],
    ])
    renderApp('/historico')
    await userEvent
      .setup()
      .click(await screen.findByRole('button', { name: 'Ver Detalhes do BID #25' }))
    const dialog = await screen.findByRole('dialog')
    const players = within(
      await within(dialog).findByRole('region', {
        name: 'Participantes (3) · mais 1 que não jogou',
      }),
    ).getAllByRole('listitem')
    expect(players[0]).toHaveTextContent('Atacante')
    expect(dialog).not.toHaveTextContent('Nível')
  })

  it('says when nobody was in the weekly team and nobody scored', async () => {
    stubApi([
      [statsPath, reply(makeHistoryStats())],
      onPage(1, reply(makeHistoryPage(1, 1))),
      [
        statistics.bidDetails,
        reply(makeBidDetails({ bidDayId: 101, number: 1, topScorer: null, weeklyTeam: [] })),
      ],
    ])
    renderApp('/historico')
    await userEvent
      .setup()
      .click(await screen.findByRole('button', { name: 'Ver Detalhes do BID #1' }))
    const dialog = await screen.findByRole('dialog')
    expect(await within(dialog).findByText('Nenhum jogador no time da semana')).toBeInTheDocument()
    expect(within(dialog).getByText('Nenhum gol registrado')).toBeInTheDocument()
  })

  it('retries the details when they fail to load', async () => {
    stubApi([
      [statsPath, reply(makeHistoryStats())],
      onPage(1, reply(makeHistoryPage(1, 25))),
      [
        statistics.bidDetails,
        [
          reply({ success: false, message: 'BID não encontrado.' }, { status: 404 }),
          reply(makeBidDetails({ bidDayId: 125, number: 25 })),
        ],
      ],
    ])
    renderApp('/historico')
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Ver Detalhes do BID #25' }))
    const dialog = await screen.findByRole('dialog')
    const alert = await within(dialog).findByRole('alert')
    expect(alert).toHaveTextContent('Erro ao carregar detalhes do bid')
    expect(alert).toHaveTextContent('BID não encontrado.')
    await user.click(within(alert).getByRole('button', { name: 'Tentar novamente' }))
    expect(
      await within(dialog).findByText('Participantes (3) · mais 1 que não jogou'),
    ).toBeInTheDocument()
  })

  it("shows zeros and 'Nenhum BID encontrado' before the first BID is finished", async () => {
    stubApi([[statsPath, noContent], onPage(1, reply(makeHistoryPage(1, 0)))])
    renderApp('/historico')
    expect(await screen.findByText('Nenhum BID encontrado')).toBeInTheDocument()
    expect(card('Total de jogos')).toHaveTextContent('0')
    expect(card('Gols por jogo')).toHaveTextContent('0,00')
    expect(screen.queryByRole('navigation', { name: 'Paginação do histórico' })).toBeNull()
  })

  it('shows inline alerts with retry when the summary or the list fails', async () => {
    stubApi([
      [statsPath, [failure, reply(makeHistoryStats())]],
      onPage(1, [failure, reply(makeHistoryPage(1, 3))]),
    ])
    renderApp('/historico')
    const user = userEvent.setup()
    const statsAlert = (await screen.findByText('Erro ao carregar estatísticas do histórico'))
      .parentElement!
    expect(statsAlert).toHaveTextContent('Falha interna.')
    const listAlert = (await screen.findByText('Erro ao carregar o histórico de BIDs'))
      .parentElement!
    await user.click(within(statsAlert).getByRole('button', { name: 'Tentar novamente' }))
    await waitFor(() => expect(card('Total de jogos')).toHaveTextContent('23'))
    await user.click(within(listAlert).getByRole('button', { name: 'Tentar novamente' }))
    await waitFor(() => expect(bidCards()).toHaveLength(3))
    expect(screen.queryByRole('alert')).toBeNull()
  })
})
