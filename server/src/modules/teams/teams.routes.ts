import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { noContentSchema } from '@bidfut/domain/contracts/http'
import {
  drawnTeamsResponseSchema,
  generateTeamsRequestSchema,
  teamDrawSchema,
} from '@bidfut/domain/contracts/teams'
import { errorResponses } from '../../lib/responses.ts'
import { ctxOf } from '../../lib/context.ts'
import type { TeamsService } from './teams.service.ts'

export const teamsRoutes: FastifyPluginAsyncZod<{ teams: TeamsService }> = async (
  app,
  { teams },
) => {
  app.post(
    '/bids/generate-teams-to-play',
    {
      schema: {
        body: generateTeamsRequestSchema,
        response: { 200: teamDrawSchema, ...errorResponses },
      },
    },
    async (request) => teams.generate(ctxOf(request), request.body),
  )

  // Any member may read the stored draw: players see their own team on /check-in. Organisers
  // get the first shape (with skill levels), members the second.
  app.get(
    '/bids/drawn-teams',
    {
      schema: {
        response: {
          200: drawnTeamsResponseSchema,
          204: noContentSchema.describe('Nenhum sorteio guardado para o BID aberto'),
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const draw = await teams.current(ctxOf(request))
      return draw ?? reply.status(204).send(null)
    },
  )
}
