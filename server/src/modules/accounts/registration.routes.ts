import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  inviteInfoSchema,
  messageResponseSchema,
  registrationSchema,
  tokenParamsSchema,
} from '@bidfut/domain/contracts/profile'
import { errorResponses } from '../../lib/responses.ts'
import type { RegistrationService } from './registration.service.ts'

export const registrationRoutes: FastifyPluginAsyncZod<{
  registration: RegistrationService
}> = async (app, { registration }) => {
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

  app.get(
    '/accounts/invite/:token',
    {
      schema: {
        params: tokenParamsSchema,
        response: { 200: inviteInfoSchema, ...errorResponses },
      },
      config: { public: true, rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request) => registration.inviteInfo(request.params.token),
  )
}
