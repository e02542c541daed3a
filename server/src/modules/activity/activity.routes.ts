import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { activityPageSchema, activityQuerySchema } from '@bidfut/domain/contracts/activity'
import { ctxOf } from '../../lib/context.ts'
import { errorResponses } from '../../lib/responses.ts'
import type { ActivityService } from './activity.service.ts'

export const activityRoutes: FastifyPluginAsyncZod<{ activity: ActivityService }> = async (
  app,
  { activity },
) => {
  app.get(
    '/activity',
    {
      schema: {
        querystring: activityQuerySchema,
        response: { 200: activityPageSchema, ...errorResponses },
      },
    },
    async (request) => activity.groupActivity(ctxOf(request), request.query),
  )

  app.get(
    '/activity/mine',
    {
      schema: {
        querystring: activityQuerySchema.pick({ before: true }),
        response: { 200: activityPageSchema, ...errorResponses },
      },
    },
    async (request) => activity.myActivity(ctxOf(request), request.query),
  )
}
