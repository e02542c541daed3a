import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import * as api from '@bidfut/domain/endpoints/contact'
import { TooManyRequestsError } from '../../lib/errors.ts'
import { route } from '../../lib/route.ts'
import type { ContactService } from './contact.service.ts'

const tooMany = (wait: string) => `Muitas mensagens enviadas. Tente novamente em ${wait}.`

export const contactRoutes: FastifyPluginAsyncZod<{ contact: ContactService }> = async (
  app,
  { contact },
) => {
  route(app, api.sendContact, {
    access: 'public',
    notLogged: 'public contact form',
    // Per IP and per instance, like login (ADR 001): enough for a person, little for a flood.
    rateLimit: {
      max: 5,
      timeWindow: '10 minutes',
      errorResponseBuilder: (_request, limit) =>
        new TooManyRequestsError(limit.ttl / 1000, tooMany),
    },
    handler: async (request, reply) => {
      await contact.send(request.body, request.ip)
      return reply.status(204).send(null)
    },
  })
}
