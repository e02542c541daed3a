import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import * as api from '@bidfut/domain/endpoints/activity'
import { ctxOf } from '../../lib/context.ts'
import { route } from '../../lib/route.ts'
import type { ActivityService } from './activity.service.ts'

export const activityRoutes: FastifyPluginAsyncZod<{ activity: ActivityService }> = async (
  app,
  { activity },
) => {
  route(app, api.groupActivity, {
    access: 'organiser',
    handler: async (request) => activity.groupActivity(ctxOf(request), request.query),
  })

  route(app, api.myActivity, {
    access: 'member',
    handler: async (request) => activity.myActivity(ctxOf(request), request.query),
  })
}
