import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import * as api from '@bidfut/domain/endpoints/season'
import { ctxOf } from '../../lib/context.ts'
import { route } from '../../lib/route.ts'
import type { SeasonService } from './season.service.ts'

/** 'Agenda da pelada': administrators and managers (ADR 036). */
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
