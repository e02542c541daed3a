import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { brazilianTeamsSchema } from '@bidfut/domain/contracts/players'
import { errorResponses } from '../../lib/responses.ts'
import { BRAZILIAN_TEAMS } from './brazilian-teams.ts'

export const helpersRoutes: FastifyPluginAsyncZod = async (app) => {
  // Public: the activation page (no session yet) offers the same club picker as the profile.
  app.get(
    '/helpers/get-brazilian-teams',
    {
      schema: { response: { 200: brazilianTeamsSchema, ...errorResponses } },
      config: { public: true },
    },
    async (_request, reply) => {
      // The list changes once a season; let browsers and proxies keep it for a day.
      reply.header('Cache-Control', 'public, max-age=86400')
      return [...BRAZILIAN_TEAMS]
    },
  )
}
