import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import * as api from '@bidfut/domain/endpoints/statistics'
import { ctxOf } from '../../lib/context.ts'
import { route } from '../../lib/route.ts'
import type { StatisticsService } from './statistics.service.ts'

/** Dashboard, ranking and history: for every signed-in member of the group. */
export const statisticsRoutes: FastifyPluginAsyncZod<{ statistics: StatisticsService }> = async (
  app,
  { statistics },
) => {
  route(app, api.monthlyPlayers, {
    access: 'member',
    memberCache: 'group-shared',
    handler: async (request) => statistics.monthlyPlayers(ctxOf(request)),
  })

  route(app, api.playerSeasonStats, {
    access: 'member',
    memberCache: 'group',
    handler: async (request, reply) =>
      (await statistics.playerSeasonStats(ctxOf(request))) ?? reply.status(204).send(null),
  })

  route(app, api.goalsPerBid, {
    access: 'member',
    memberCache: 'group-shared',
    handler: async (request, reply) =>
      (await statistics.goalsPerBid(ctxOf(request))) ?? reply.status(204).send(null),
  })

  route(app, api.topFiveScorers, {
    access: 'member',
    memberCache: 'group-shared',
    handler: async (request, reply) =>
      (await statistics.topFiveScorers(ctxOf(request))) ?? reply.status(204).send(null),
  })

  route(app, api.activeBidStats, {
    access: 'member',
    memberCache: 'group-shared',
    handler: async (request, reply) =>
      (await statistics.activeBid(ctxOf(request))) ?? reply.status(204).send(null),
  })

  route(app, api.strikersRanking, {
    access: 'member',
    memberCache: 'group-shared',
    handler: async (request) => statistics.strikersRanking(ctxOf(request)),
  })

  route(app, api.historyStats, {
    access: 'member',
    handler: async (request, reply) =>
      (await statistics.historyStats(ctxOf(request))) ?? reply.status(204).send(null),
  })

  route(app, api.historyPage, {
    access: 'member',
    handler: async (request) => statistics.historyPage(ctxOf(request), request.query),
  })

  route(app, api.bidDetails, {
    access: 'member',
    namesGroupRows: true,
    handler: async (request) => statistics.bidDetails(ctxOf(request), request.params.id),
  })
}
