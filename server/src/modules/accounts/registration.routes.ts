import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { registrationSchema } from '@bidfut/domain/contracts/profile'
import type { RegistrationService } from './registration.service.ts'

const inviteParams = z.object({ token: z.string().min(1).max(200) })

export const registrationRoutes: FastifyPluginAsyncZod<{
  registration: RegistrationService
}> = async (app, { registration }) => {
  app.post(
    '/accounts/register',
    {
      schema: { body: registrationSchema },
      // Each sign-up without an invite creates a group: keep bots from mass-producing them.
      config: { public: true, rateLimit: { max: 10, timeWindow: '1 hour' } },
    },
    async (request) => registration.register(request.body),
  )

  app.get(
    '/accounts/invite/:token',
    {
      schema: { params: inviteParams },
      config: { public: true, rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request) => registration.inviteInfo(request.params.token),
  )
}
