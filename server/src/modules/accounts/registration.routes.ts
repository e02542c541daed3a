import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import * as api from '@bidfut/domain/endpoints/registration'
import { route } from '../../lib/route.ts'
import type { RegistrationService } from './registration.service.ts'
import type { DeviceCookie } from './device-cookie.ts'
import type { SignupConfirmationService } from './signup-confirmation.service.ts'

const linkLimit = { max: 30, timeWindow: '1 minute' }

export const registrationRoutes: FastifyPluginAsyncZod<{
  registration: RegistrationService
  signupConfirmation: SignupConfirmationService
  deviceCookie: DeviceCookie
}> = async (app, { registration, signupConfirmation, deviceCookie }) => {
  route(app, api.register, {
    access: 'public',
    notLogged: 'public sign-up request; nothing changes yet',
    // Each sign-up without an invite creates a group: keep bots from mass-producing them.
    rateLimit: { max: 10, timeWindow: '1 hour' },
    handler: async (request) => registration.register(request.body),
  })

  route(app, api.inviteInfo, {
    access: 'public',
    rateLimit: linkLimit,
    handler: async (request) => registration.inviteInfo(request.params.token),
  })

  route(app, api.signupPreview, {
    access: 'public',
    rateLimit: linkLimit,
    handler: async (request) => signupConfirmation.preview(request.params.token),
  })

  route(app, api.confirmSignup, {
    access: 'public',
    notLogged: 'creates an account (and maybe a group)',
    rateLimit: linkLimit,
    handler: async (request, reply) => {
      const { response, deviceToken } = await signupConfirmation.confirm(
        request.body.token,
        deviceCookie.clientOf(request),
      )
      deviceCookie.set(reply, deviceToken)
      return response
    },
  })
}
