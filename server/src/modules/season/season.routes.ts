import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import * as api from '@bidfut/domain/endpoints/season'
import { ctxOf } from '../../lib/context.ts'
import { route } from '../../lib/route.ts'
import type { SeasonService } from './season.service.ts'

/** 'Agenda da pelada': administrators and managers (ADR 036, 057). */
export const seasonRoutes: FastifyPluginAsyncZod<{ season: SeasonService }> = async (
  app,
  { season },
) => {
  route(app, api.bidSchedule, {
    access: 'organiser',
    handler: async (request) => season.schedule(ctxOf(request)),
  })

  route(app, api.updateBidSchedule, {
    access: 'organiser',
    logs: 'settings.schedule',
    handler: async (request) => season.updateSchedule(ctxOf(request), request.body),
  })

  route(app, api.gameSchedules, {
    access: 'organiser',
    handler: async (request) => season.gameSchedules(ctxOf(request)),
  })

  route(app, api.addGameSchedule, {
    access: 'organiser',
    logs: 'settings.game_schedule_added',
    handler: async (request) => season.addGameSchedule(ctxOf(request), request.body),
  })

  route(app, api.updateGameSchedule, {
    access: 'organiser',
    namesGroupRows: true,
    logs: 'settings.game_schedule_updated',
    handler: async (request) =>
      season.updateGameSchedule(ctxOf(request), request.params.id, request.body),
  })

  route(app, api.removeGameSchedule, {
    access: 'organiser',
    namesGroupRows: true,
    logs: 'settings.game_schedule_removed',
    handler: async (request) => season.removeGameSchedule(ctxOf(request), request.params.id),
  })

  route(app, api.skipScheduleDate, {
    access: 'organiser',
    logs: 'settings.schedule_skipped',
    handler: async (request) => season.skipDate(ctxOf(request), request.body),
  })

  route(app, api.unskipScheduleDate, {
    access: 'organiser',
    logs: 'settings.schedule_unskipped',
    handler: async (request) => season.unskipDate(ctxOf(request), request.params.localDate),
  })
}
