import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import * as api from '@bidfut/domain/endpoints/teams'
import { ctxOf } from '../../lib/context.ts'
import { route } from '../../lib/route.ts'
import type { TeamsService } from './teams.service.ts'

export const teamsRoutes: FastifyPluginAsyncZod<{ teams: TeamsService }> = async (
  app,
  { teams },
) => {
  route(app, api.generateTeams, {
    access: 'organiser',
    logs: 'teams.drawn',
    handler: async (request) => teams.generate(ctxOf(request), request.body),
  })

  // Any member may read the stored draw: players see their own team on /check-in.
  route(app, api.drawnTeams, {
    access: 'member',
    memberCache: 'group-shared',
    handler: async (request, reply) => {
      const draw = await teams.current(ctxOf(request), request.query.bidDayId)
      return draw ?? reply.status(204).send(null)
    },
  })
}
