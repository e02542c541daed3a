import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { clearSession, markSessionReady, setSession } from '@/lib/session-store'
import { makeSession } from '@/test/fixtures'
import { renderApp } from '@/test/render-app'
import { makeStrikersRanking } from '@/test/statistics-fixtures'
import { stubApi, reply } from '@/test/stub-api'
import * as statistics from '@bidfut/domain/endpoints/statistics'

const rankingPath = statistics.strikersRanking

/** The summary card whose term reads `label`. */
function card(label: string): HTMLElement {
  return screen.getByText(label, { selector: 'dt span' }).closest('div')!
}

/** The ranking row's figure (Gols, Jogos, Média). */
function figure(row: HTMLElement, label: string): string | null | undefined {
  return within(row).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent
}

beforeEach(() => {
  clearSession()
  // companyPlayerId 42 is Ana in the fixture ranking.
  setSession(makeSession())
  markSessionReady()
})

describe('artilheiros page', () => {
  it('shows the season, the five cards, the podium and the season ranking', async () => {
    stubApi([[rankingPath, reply(makeStrikersRanking())]])
    renderApp('/artilheiros')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Ranking de Artilheiros' }),
    ).toBeInTheDocument()
    expect(await screen.findByText('Temporada 2026')).toBeInTheDocument()
    await waitFor(() => expect(card('Total de gols')).toHaveTextContent('40'))
    expect(card('Jogadores')).toHaveTextContent('5')
    expect(card('Média geral')).toHaveTextContent('1,02')
    expect(card('Melhor média')).toHaveTextContent('2,25')
    expect(card('Mais eficiente')).toHaveTextContent('Dudu')
    expect(card('Mais eficiente')).toHaveTextContent('mínimo de 3 jogos')

    const podium = within(screen.getByRole('region', { name: 'Pódio da temporada' }))
    const places = podium.getAllByRole('listitem')
    expect(places).toHaveLength(3)
    expect(places[0]).toHaveTextContent('1º lugar: 1ºDudu14 gols')
    expect(places[1]).toHaveTextContent('Rafinha11 gols')
    expect(places[2]).toHaveTextContent('Gabigol9 gols')

    const season = screen.getByRole('list', { name: 'Artilheiros da temporada 2026' })
    const rows = within(season).getAllByRole('listitem')
    expect(rows).toHaveLength(5)
    expect(rows[0]).toHaveTextContent('Posição 1º')
    expect(rows[0]).toHaveTextContent('Dudu')
    expect(rows[0]).toHaveTextContent('Mensal')
    expect(figure(rows[0]!, 'Gols')).toBe('14')
    expect(figure(rows[0]!, 'Jogos')).toBe('9')
    expect(figure(rows[0]!, 'Média')).toBe('1,56')
    expect(rows[2]).toHaveTextContent('Avulso')
    expect(figure(rows[2]!, 'Média')).toBe('2,25')
    expect(rows[3]).toHaveTextContent('Ana (você)')
    expect(rows[4]).toHaveTextContent('Goleiro')
    expect(figure(rows[4]!, 'Média')).toBe('0,10')
    expect(screen.getByRole('tab', { name: 'Temporada Completa' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
  })

  it("switches to 'Mês Atual'", async () => {
    stubApi([[rankingPath, reply(makeStrikersRanking())]])
    renderApp('/artilheiros')
    await userEvent.setup().click(await screen.findByRole('tab', { name: 'Mês Atual' }))
    const month = await screen.findByRole('list', { name: 'Artilheiros do mês atual' })
    const rows = within(month).getAllByRole('listitem')
    expect(rows).toHaveLength(1)
    expect(rows[0]).toHaveTextContent('Gabigol')
    expect(figure(rows[0]!, 'Gols')).toBe('4')
    expect(figure(rows[0]!, 'Jogos')).toBe('2')
    expect(figure(rows[0]!, 'Média')).toBe('2,00')
    expect(screen.queryByRole('list', { name: /temporada/ })).toBeNull()
  })

  it('shows the empty states when nobody has scored', async () => {
    stubApi([
      [
        rankingPath,
        reply(
          makeStrikersRanking({
            allStrikersScorers: [],
            allStrikersScorersCurrentMonth: [],
            totalGoals: 0,
            totalPlayers: 0,
            overallAverage: 0,
            bestAverage: 0,
            efficientPlayer: null,
          }),
        ),
      ],
    ])
    renderApp('/artilheiros')
    expect(await screen.findByText('Nenhum artilheiro registrado')).toBeInTheDocument()
    expect(screen.queryByRole('region', { name: 'Pódio da temporada' })).toBeNull()
    expect(card('Mais eficiente')).toHaveTextContent('—')
    expect(card('Média geral')).toHaveTextContent('0,00')
    await userEvent.setup().click(screen.getByRole('tab', { name: 'Mês Atual' }))
    expect(await screen.findByText('Nenhum artilheiro registrado neste mês')).toBeInTheDocument()
  })

  it('shows an inline alert when the ranking fails, and tries again', async () => {
    stubApi([
      [
        rankingPath,
        [
          reply({ success: false, message: 'Falha interna.' }, { status: 500 }),
          reply(makeStrikersRanking()),
        ],
      ],
    ])
    renderApp('/artilheiros')
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Erro ao carregar ranking de artilheiros')
    expect(alert).toHaveTextContent('Falha interna.')
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Tentar novamente' }))
    expect(await screen.findByRole('region', { name: 'Pódio da temporada' })).toBeInTheDocument()
  })
})
