import { configure, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { clearSession, markSessionReady, setSession } from '@/lib/session-store'
import { makeLiveBid } from '@/test/bid-fixtures'
import { jsonResponse, makeSession, messageResponse } from '@/test/fixtures'
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
import { callsTo, noContent, stubApi } from '@/test/stub-api'

// The first render loads the lazy route; a busy machine needs more than the default second.
configure({ asyncUtilTimeout: 3000 })

beforeEach(() => {
  clearSession()
  setSession(makeSession({ role: 'administrator' }))
  markSessionReady()
})

describe('finishing a BID', () => {
  // Four screens in one journey: more than the default 5 s on a busy machine.
  it(
    'refreshes the dashboard, the history and the ranking at once',
    { timeout: 20_000 },
    async () => {
      const fetchMock = stubApi({
        'GET /statistics/monthly-players': () => jsonResponse(makeMonthlyPlayers()),
        'GET /statistics/company-player-stats': () => jsonResponse(makePlayerSeasonStats()),
        'GET /statistics/quantity-of-goals-stats-dashboard': [
          () => jsonResponse(makeGoalsPerBid([{ totalGoals: 9 }])),
          () => jsonResponse(makeGoalsPerBid([{ totalGoals: 12 }, { totalGoals: 9 }])),
        ],
        'GET /statistics/top-five-scorers-dashboard': () => jsonResponse(makeTopScorers()),
        'GET /statistics/active-bid-dashboard': [
          () => jsonResponse(makeActiveBidStats()),
          noContent,
        ],
        'GET /bid-statistics/history-stats': [
          () => jsonResponse(makeHistoryStats({ totalGames: 1 })),
          () => jsonResponse(makeHistoryStats({ totalGames: 2 })),
        ],
        'GET /bid-statistics/games-history-stats?PageNumber=1&PageSize=10': [
          () => jsonResponse(makeHistoryPage(1, 1)),
          () => jsonResponse(makeHistoryPage(1, 2)),
        ],
        'GET /statistics/ranking-strikers': [
          () => jsonResponse(makeStrikersRanking({ totalGoals: 40 })),
          () => jsonResponse(makeStrikersRanking({ totalGoals: 52 })),
        ],
        'GET /bids/current-bid': [
          () => jsonResponse(makeLiveBid({ isPast: true }), { headers: { ETag: 'W/"v1"' } }),
          noContent,
        ],
        'POST /bids/complete-bid/9': () => messageResponse('BID finalizado com sucesso.'),
      })
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
      expect(callsTo(fetchMock, 'GET', '/statistics/ranking-strikers')).toHaveLength(2)
    },
  )
})
