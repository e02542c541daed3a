import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  pushConfigSchema,
  pushDeviceSchema,
  pushEndpointQuerySchema,
  pushSubscriptionRequestSchema,
} from '@bidfut/domain/contracts/push'
import { ctxOf } from '../../lib/context.ts'
import { errorResponses } from '../../lib/responses.ts'
import type { PushService } from './push.service.ts'
import { perAccount } from '../../lib/rate-limits.ts'

const limited = { rateLimit: perAccount(30, '1 minute') }

export const pushRoutes: FastifyPluginAsyncZod<{ push: PushService }> = async (app, { push }) => {
  app.get(
    '/push/config',
    { schema: { response: { 200: pushConfigSchema, ...errorResponses } } },
    async () => push.config(),
  )

  app.get(
    '/push/subscriptions',
    {
      schema: {
        querystring: pushEndpointQuerySchema,
        response: { 200: pushDeviceSchema, ...errorResponses },
      },
    },
    async (request) => push.device(ctxOf(request), request.query.endpoint),
  )

  app.put(
    '/push/subscriptions',
    {
      schema: {
        body: pushSubscriptionRequestSchema,
        response: { 200: pushDeviceSchema, ...errorResponses },
      },
      config: limited,
    },
    async (request) => push.subscribe(ctxOf(request), request.body),
  )

  app.delete(
    '/push/subscriptions',
    {
      schema: {
        querystring: pushEndpointQuerySchema,
        response: { 200: pushDeviceSchema, ...errorResponses },
      },
      config: limited,
    },
    async (request) => push.unsubscribe(ctxOf(request), request.query.endpoint),
  )
}
