import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import * as api from '@bidfut/domain/endpoints/helpers'
import { route } from '../../lib/route.ts'
import { BRAZILIAN_TEAMS } from './brazilian-teams.ts'

export const helpersRoutes: FastifyPluginAsyncZod = async (app) => {
  // Public: the activation page (no session yet) offers the same club picker as the profile.
  route(app, api.brazilianTeams, {
    access: 'public',
    handler: async (_request, reply) => {
      // The list changes once a season; let browsers and proxies keep it for a day.
      reply.header('Cache-Control', 'public, max-age=86400')
      return [...BRAZILIAN_TEAMS]
    },
  })
}
