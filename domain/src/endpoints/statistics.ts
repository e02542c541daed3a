import { noContentSchema } from '../contracts/http.ts'
import {
  activeBidStatsSchema,
  bidDetailsParamsSchema,
  bidDetailsSchema,
  goalsPerBidSchema,
  historyPageSchema,
  historyQuerySchema,
  historyStatsSchema,
  monthlyPlayersSchema,
  playerSeasonStatsSchema,
  strikersRankingSchema,
  topFiveScorersSchema,
} from '../contracts/statistics.ts'
import { endpoint } from './endpoint.ts'

// 204: 'no data' (ADR 006).
const noData = noContentSchema.describe('Sem dados')

export const monthlyPlayers = endpoint({
  method: 'GET',
  path: '/statistics/monthly-players',
  responses: { 200: monthlyPlayersSchema },
})

export const playerSeasonStats = endpoint({
  method: 'GET',
  path: '/statistics/company-player-stats',
  responses: { 200: playerSeasonStatsSchema, 204: noData },
})

export const goalsPerBid = endpoint({
  method: 'GET',
  path: '/statistics/quantity-of-goals-stats-dashboard',
  responses: { 200: goalsPerBidSchema, 204: noData },
})

export const topFiveScorers = endpoint({
  method: 'GET',
  path: '/statistics/top-five-scorers-dashboard',
  responses: { 200: topFiveScorersSchema, 204: noData },
})

export const activeBidStats = endpoint({
  method: 'GET',
  path: '/statistics/active-bid-dashboard',
  responses: { 200: activeBidStatsSchema, 204: noData },
})

export const strikersRanking = endpoint({
  method: 'GET',
  path: '/statistics/ranking-strikers',
  responses: { 200: strikersRankingSchema },
})

export const historyStats = endpoint({
  method: 'GET',
  path: '/bid-statistics/history-stats',
  responses: { 200: historyStatsSchema, 204: noData },
})

export const historyPage = endpoint({
  method: 'GET',
  path: '/bid-statistics/games-history-stats',
  query: historyQuerySchema,
  responses: { 200: historyPageSchema },
})

export const bidDetails = endpoint({
  method: 'GET',
  path: '/bid-statistics/statistics-bid-details/:id',
  params: bidDetailsParamsSchema,
  responses: { 200: bidDetailsSchema },
})
