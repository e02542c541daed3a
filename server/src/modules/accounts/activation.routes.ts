import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { activationLinkRequestSchema } from '@bidfut/domain/contracts/players'
import { joinWithAccountSchema } from '@bidfut/domain/contracts/memberships'
import { activationRequestSchema } from '@bidfut/domain/contracts/profile'
import { ctxOf } from '../../plugins/auth.ts'
import type { ActivationService } from './activation.service.ts'

const tokenParams = z.object({ token: z.string().min(1, 'Token não fornecido').max(200) })
const publicLimit = { public: true, rateLimit: { max: 30, timeWindow: '1 minute' } }

export const activationRoutes: FastifyPluginAsyncZod<{ activation: ActivationService }> = async (
  app,
  { activation },
) => {
  app.post(
    '/accounts/generate-temp-url-register',
    { schema: { body: activationLinkRequestSchema } },
    async (request) => activation.generateLink(ctxOf(request), request.body.playerId),
  )

  app.post(
    '/accounts/send-activation-email',
    { schema: { body: activationLinkRequestSchema } },
    async (request) => activation.sendActivationEmail(ctxOf(request), request.body.playerId),
  )

  app.get(
    '/accounts/validate-token-register/:token',
    { schema: { params: tokenParams }, config: publicLimit },
    async (request) => activation.validate(request.params.token),
  )

  app.post(
    '/accounts/activate-user-from-token',
    { schema: { body: activationRequestSchema }, config: publicLimit },
    async (request) => activation.activate(request.body),
  )

  app.post(
    '/accounts/join-from-token',
    // Checks a password: as slow to guess through as the login.
    {
      schema: { body: joinWithAccountSchema },
      config: { public: true, rateLimit: { max: 20, timeWindow: '1 minute' } },
    },
    async (request) => activation.joinWithAccount(request.body),
  )
}
