import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  bidScheduleResponseSchema,
  bidScheduleSchema,
  skipDateParamsSchema,
  skipDateSchema,
} from '@bidfut/domain/contracts/bid-schedule'
import { ctxOf } from '../../lib/context.ts'
import { errorResponses } from '../../lib/responses.ts'
import type { SeasonService } from './season.service.ts'

const scheduleResponses = { 200: bidScheduleResponseSchema, ...errorResponses }

/** 'Agenda da pelada': administrators and managers (ADR 036). */
export const seasonRoutes: FastifyPluginAsyncZod<{ season: SeasonService }> = async (
  app,
  { season },
) => {
  app.get('/groups/schedule', { schema: { response: scheduleResponses } }, async (request) =>
    season.schedule(ctxOf(request)),
  )

  app.put(
    '/groups/schedule',
    { schema: { body: bidScheduleSchema, response: scheduleResponses } },
    async (request) => season.updateSchedule(ctxOf(request), request.body),
  )

  app.post(
    '/groups/schedule/skips',
    { schema: { body: skipDateSchema, response: scheduleResponses } },
    async (request) => season.skipDate(ctxOf(request), request.body),
  )

  app.delete(
    '/groups/schedule/skips/:localDate',
    { schema: { params: skipDateParamsSchema, response: scheduleResponses } },
    async (request) => season.unskipDate(ctxOf(request), request.params.localDate),
  )
}
