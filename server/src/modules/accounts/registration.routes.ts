import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { joinOutcomeSchema } from '@bidfut/domain/contracts/joining'
import {
  messageResponseSchema,
  registrationSchema,
  tokenParamsSchema,
} from '@bidfut/domain/contracts/profile'
import { signupConfirmSchema, signupPreviewSchema } from '@bidfut/domain/contracts/signup'
import { errorResponses } from '../../lib/responses.ts'
import type { RegistrationService } from './registration.service.ts'
import type { DeviceCookie } from './device-cookie.ts'
import type { SignupConfirmationService } from './signup-confirmation.service.ts'

export const registrationRoutes: FastifyPluginAsyncZod<{
  registration: RegistrationService
  signupConfirmation: SignupConfirmationService
  deviceCookie: DeviceCookie
}> = async (app, { registration, signupConfirmation, deviceCookie }) => {
  app.post(
    '/accounts/register',
    {
      schema: {
        body: registrationSchema,
        response: { 200: messageResponseSchema, ...errorResponses },
      },
      // Each sign-up without an invite creates a group: keep bots from mass-producing them.
      config: { public: true, rateLimit: { max: 10, timeWindow: '1 hour' } },
    },
    async (request) => registration.register(request.body),
  )

  // Opening the emailed link reads only: mail scanners open links too (ADR 026).
  app.get(
    '/accounts/signup/:token',
    {
      schema: {
        params: tokenParamsSchema,
        response: { 200: signupPreviewSchema, ...errorResponses },
      },
      config: { public: true, rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request) => signupConfirmation.preview(request.params.token),
  )

  app.post(
    '/accounts/signup/confirm',
    {
      schema: {
        body: signupConfirmSchema,
        response: { 200: joinOutcomeSchema, ...errorResponses },
      },
      config: { public: true, rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const { response, deviceToken } = await signupConfirmation.confirm(
        request.body.token,
        deviceCookie.clientOf(request),
      )
      deviceCookie.set(reply, deviceToken)
      return response
    },
  )
}
