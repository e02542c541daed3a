import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import * as api from '@bidfut/domain/endpoints/push'
import { ctxOf } from '../../lib/context.ts'
import { perAccount } from '../../lib/rate-limits.ts'
import { route } from '../../lib/route.ts'
import type { PushService } from './push.service.ts'

const limited = perAccount(30, '1 minute')

/** The person's own devices: theirs, like their email choice, so nothing is logged. */
export const pushRoutes: FastifyPluginAsyncZod<{ push: PushService }> = async (app, { push }) => {
  route(app, api.pushConfig, {
    access: 'member',
    handler: async () => push.config(),
  })

  route(app, api.pushDevice, {
    access: 'member',
    handler: async (request) => push.device(ctxOf(request), request.query.endpoint),
  })

  route(app, api.subscribePush, {
    access: 'member',
    notLogged: 'the person’s own device and its push choices',
    rateLimit: limited,
    handler: async (request) => push.subscribe(ctxOf(request), request.body),
  })

  route(app, api.unsubscribePush, {
    access: 'member',
    notLogged: 'the person’s own device',
    rateLimit: limited,
    handler: async (request) => push.unsubscribe(ctxOf(request), request.query.endpoint),
  })
}
