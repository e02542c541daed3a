import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import * as api from '@bidfut/domain/endpoints/activation'
import { ctxOf } from '../../lib/context.ts'
import { route } from '../../lib/route.ts'
import type { ActivationService } from './activation.service.ts'
import type { DeviceCookie } from './device-cookie.ts'

const publicLimit = { max: 30, timeWindow: '1 minute' }

export const activationRoutes: FastifyPluginAsyncZod<{
  activation: ActivationService
  deviceCookie: DeviceCookie
}> = async (app, { activation, deviceCookie }) => {
  route(app, api.generateActivationLink, {
    access: 'organiser',
    namesGroupRows: true,
    notLogged: 'shows a link; changes no row',
    handler: async (request) => activation.generateLink(ctxOf(request), request.body),
  })

  route(app, api.sendActivationEmail, {
    access: 'organiser',
    namesGroupRows: true,
    notLogged: 'queues an email; changes no row',
    handler: async (request) =>
      activation.sendActivationEmail(ctxOf(request), request.body.playerId),
  })

  route(app, api.validateActivationToken, {
    access: 'public',
    rateLimit: publicLimit,
    handler: async (request) => activation.validate(request.params.token),
  })

  route(app, api.activateAccount, {
    access: 'public',
    notLogged: 'the person’s own activation',
    rateLimit: publicLimit,
    handler: async (request) => activation.activate(request.body),
  })

  route(app, api.joinFromToken, {
    access: 'public',
    notLogged: 'the person’s own activation',
    // Checks a password: as slow to guess through as the login.
    rateLimit: { max: 20, timeWindow: '1 minute' },
    handler: async (request, reply) => {
      const { response, deviceToken } = await activation.joinWithAccount(
        request.body,
        deviceCookie.clientOf(request),
      )
      deviceCookie.set(reply, deviceToken)
      return response
    },
  })
}
