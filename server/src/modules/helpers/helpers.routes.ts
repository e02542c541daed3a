import type { FastifyPluginAsync } from 'fastify'
import { BRAZILIAN_TEAMS } from './brazilian-teams.ts'

export const helpersRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/helpers/get-brazilian-teams',
    { preHandler: app.authenticate },
    async (_request, reply) => {
      // The list changes once a season; let the browser keep it for a day.
      reply.header('Cache-Control', 'private, max-age=86400')
      return BRAZILIAN_TEAMS
    },
  )
}
