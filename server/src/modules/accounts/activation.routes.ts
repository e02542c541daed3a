import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { organiserRoles } from '@bidfut/domain/contracts/enums'
import { activationLinkRequestSchema } from '@bidfut/domain/contracts/players'
import { activationRequestSchema } from '@bidfut/domain/contracts/profile'
import { ctxOf } from '../../plugins/auth.ts'
import type { ActivationService } from './activation.service.ts'

const tokenParams = z.object({ token: z.string().min(1, 'Token não fornecido').max(200) })
const publicLimit = { rateLimit: { max: 30, timeWindow: '1 minute' } }

export const activationRoutes: FastifyPluginAsyncZod<{ activation: ActivationService }> = async (
  app,
  { activation },
) => {
  const organisers = app.requireRole(...organiserRoles)

  app.post(
    '/accounts/generate-temp-url-register',
    { preHandler: organisers, schema: { body: activationLinkRequestSchema } },
    async (request) => activation.generateLink(ctxOf(request), request.body.playerId),
  )

  app.post(
    '/accounts/send-activation-email',
    { preHandler: organisers, schema: { body: activationLinkRequestSchema } },
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
}
