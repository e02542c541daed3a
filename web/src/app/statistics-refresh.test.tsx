import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { clearSession, markSessionReady, setSession } from '@/lib/session-store'
import { makeLiveBid } from '@/test/bid-fixtures'
import { makeSession } from '@/test/fixtures'
import { renderApp } from '@/test/render-app'
import {
  makeActiveBidStats,
  makeGoalsPerBid,
  makeHistoryPage,
  makeHistoryStats,
  makeMonthlyPlayers,
  makePlayerSeasonStats,
  makeStrikersRanking,
  makeTopScorers,
} from '@/test/statistics-fixtures'
import { callsTo, noContent, stubApi, reply, replyMessage } from '@/test/stub-api'
import * as statistics from '@bidfut/domain/endpoints/statistics'
import * as bids from '@bidfut/domain/endpoints/bids'

beforeEach(() => {
  clearSession()
  setSession(makeSession({ role: 'administrator' }))
  markSessionReady()
})

describe('finishing a BID', () => {
  it('refreshes the dashboard, the history and the ranking at once', async () => {
    const fetchMock = stubApi([
      [statistics.monthlyPlayers, reply(makeMonthlyPlayers())],
      [statistics.playerSeasonStats, reply(makePlayerSeasonStats())],
      [
        statistics.goalsPerBid,
        [
          reply(makeGoalsPerBid([{ totalGoals: 9 }])),
          reply(makeGoalsPerBid([{ totalGoals: 12 }, { totalGoals: 9 }])),
        ],
      ],
      [statistics.topFiveScorers, reply(makeTopScorers())],
      [statistics.activeBidStats, [reply(makeActiveBidStats()), noContent]],
      [
        statistics.historyStats,
        [reply(makeHistoryStats({ totalGames: 1 })), reply(makeHistoryStats({ totalGames: 2 }))],
      ],
      [statistics.historyPage, [reply(makeHistoryPage(1, 1)), reply(makeHistoryPage(1, 2))]],
      [
        statistics.strikersRanking,
        [
          reply(makeStrikersRanking({ totalGoals: 40 })),
          reply(makeStrikersRanking({ totalGoals: 52 })),
        ],
      ],
      [
        bids.currentBid,
        [reply(makeLiveBid({ isPast: true }), { headers: { ETag: 'W/"v1"' } }), noContent],
      ],
      [bids.completeBid, replyMessage('BID finalizado com sucesso.')],
    ])
    const { router, queryClient } = renderApp('/dashboard')
    // Without the invalidation, cached statistics would never be asked for again.
    queryClient.setDefaultOptions({ queries: { retry: false, staleTime: Infinity } })
    const user = userEvent.setup()

    expect(await screen.findAllByRole('meter')).toHaveLength(1)
    expect(await screen.findByRole('tab', { name: 'Mensal 3' })).toBeInTheDocument()
    await router.navigate('/historico')
    expect(await screen.findByText('Mostrando 1 de 1 BIDs')).toBeInTheDocument()
    await router.navigate('/artilheiros')
    expect(await screen.findByRole('region', { name: 'Pódio da temporada' })).toBeInTheDocument()
    expect(screen.getByText('40')).toBeInTheDocument()

    await router.navigate('/bid-atual')
    await user.click(await screen.findByRole('button', { name: 'Finalizar BID' }))
    await user.click(screen.getByRole('button', { name: 'Sim, finalizar BID' }))
    expect(await screen.findByText('BID finalizado com sucesso.')).toBeInTheDocument()

    await router.navigate('/dashboard')
    await waitFor(() => expect(screen.getAllByRole('meter')).toHaveLength(2))
    expect(await screen.findByText('Nenhum BID Ativo')).toBeInTheDocument()
    await router.navigate('/historico')
    expect(await screen.findByText('Mostrando 2 de 2 BIDs')).toBeInTheDocument()
    await router.navigate('/artilheiros')
    expect(await screen.findByText('52')).toBeInTheDocument()
    expect(callsTo(fetchMock, statistics.strikersRanking)).toHaveLength(2)
  })
})
