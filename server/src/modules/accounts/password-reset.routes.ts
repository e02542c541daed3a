import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import * as api from '@bidfut/domain/endpoints/password-reset'
import { route } from '../../lib/route.ts'
import type { DeviceCookie } from './device-cookie.ts'
import type { PasswordResetService } from './password-reset.service.ts'

export const passwordResetRoutes: FastifyPluginAsyncZod<{
  passwordReset: PasswordResetService
  deviceCookie: DeviceCookie
}> = async (app, { passwordReset, deviceCookie }) => {
  route(app, api.forgotPassword, {
    access: 'public',
    notLogged: 'public; queues an email',
    rateLimit: { max: 5, timeWindow: '15 minutes' },
    handler: async (request) => passwordReset.forgotPassword(request.body.email),
  })

  route(app, api.checkResetLink, {
    access: 'public',
    rateLimit: { max: 30, timeWindow: '1 minute' },
    handler: async (request) => passwordReset.checkLink(request.params.token),
  })

  route(app, api.resetPassword, {
    access: 'public',
    notLogged: 'the account’s own password',
    rateLimit: { max: 20, timeWindow: '15 minutes' },
    handler: async (request, reply) => {
      const { response, deviceToken } = await passwordReset.resetPassword(
        request.body,
        deviceCookie.clientOf(request),
      )
      deviceCookie.set(reply, deviceToken)
      return response
    },
  })
}
