import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { contactRequestSchema } from '@bidfut/domain/contracts/contact'
import { noContentSchema } from '@bidfut/domain/contracts/http'
import { TooManyRequestsError } from '../../lib/errors.ts'
import { errorResponses } from '../../lib/responses.ts'
import type { ContactService } from './contact.service.ts'

const tooMany = (wait: string) => `Muitas mensagens enviadas. Tente novamente em ${wait}.`

export const contactRoutes: FastifyPluginAsyncZod<{ contact: ContactService }> = async (
  app,
  { contact },
) => {
  app.post(
    '/contact/send',
    {
      schema: {
        body: contactRequestSchema,
        response: { 204: noContentSchema.describe('Mensagem recebida'), ...errorResponses },
      },
      config: {
        public: true,
        // Per IP and per instance, like login (ADR 001): enough for a person, little for a flood.
        rateLimit: {
          max: 5,
          timeWindow: '10 minutes',
          errorResponseBuilder: (_request, limit) =>
            new TooManyRequestsError(limit.ttl / 1000, tooMany),
        },
      },
    },
    async (request, reply) => {
      await contact.send(request.body, request.ip)
      return reply.status(204).send(null)
    },
  )
}
