import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
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
} from '@bidfut/domain/contracts/statistics'
import { noContentSchema } from '@bidfut/domain/contracts/http'
import { errorResponses } from '../../lib/responses.ts'
import { ctxOf } from '../../lib/context.ts'
import type { StatisticsService } from './statistics.service.ts'

// 204: 'no data' (ADR 006). Declared so the API docs list it; the body is empty.
const noData = noContentSchema.describe('Sem dados')

/** Dashboard, ranking and history: for every signed-in member of the group. */
export const statisticsRoutes: FastifyPluginAsyncZod<{ statistics: StatisticsService }> = async (
  app,
  { statistics },
) => {
  app.get(
    '/statistics/monthly-players',
    { schema: { response: { 200: monthlyPlayersSchema, ...errorResponses } } },
    async (request) => statistics.monthlyPlayers(ctxOf(request)),
  )

  app.get(
    '/statistics/company-player-stats',
    { schema: { response: { 200: playerSeasonStatsSchema, 204: noData, ...errorResponses } } },
    async (request, reply) =>
      (await statistics.playerSeasonStats(ctxOf(request))) ?? reply.status(204).send(null),
  )

  app.get(
    '/statistics/quantity-of-goals-stats-dashboard',
    { schema: { response: { 200: goalsPerBidSchema, 204: noData, ...errorResponses } } },
    async (request, reply) =>
      (await statistics.goalsPerBid(ctxOf(request))) ?? reply.status(204).send(null),
  )

  app.get(
    '/statistics/top-five-scorers-dashboard',
    { schema: { response: { 200: topFiveScorersSchema, 204: noData, ...errorResponses } } },
    async (request, reply) =>
      (await statistics.topFiveScorers(ctxOf(request))) ?? reply.status(204).send(null),
  )

  app.get(
    '/statistics/active-bid-dashboard',
    { schema: { response: { 200: activeBidStatsSchema, 204: noData, ...errorResponses } } },
    async (request, reply) =>
      (await statistics.activeBid(ctxOf(request))) ?? reply.status(204).send(null),
  )

  app.get(
    '/statistics/ranking-strikers',
    { schema: { response: { 200: strikersRankingSchema, ...errorResponses } } },
    async (request) => statistics.strikersRanking(ctxOf(request)),
  )

  app.get(
    '/bid-statistics/history-stats',
    { schema: { response: { 200: historyStatsSchema, 204: noData, ...errorResponses } } },
    async (request, reply) =>
      (await statistics.historyStats(ctxOf(request))) ?? reply.status(204).send(null),
  )

  app.get(
    '/bid-statistics/games-history-stats',
    {
      schema: {
        querystring: historyQuerySchema,
        response: { 200: historyPageSchema, ...errorResponses },
      },
    },
    async (request) => statistics.historyPage(ctxOf(request), request.query),
  )

  app.get(
    '/bid-statistics/statistics-bid-details/:id',
    {
      schema: {
        params: bidDetailsParamsSchema,
        response: { 200: bidDetailsSchema, ...errorResponses },
      },
    },
    async (request) => statistics.bidDetails(ctxOf(request), request.params.id),
  )
}
