import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  playerCreateSchema,
  playerPathParamsSchema,
  playerUpdateSchema,
} from '@bidfut/domain/contracts/players'
import { ctxOf } from '../../plugins/auth.ts'
import type { InviteLinkService } from './invite-link.service.ts'
import type { PlayersService } from './players.service.ts'

export const playersRoutes: FastifyPluginAsyncZod<{
  players: PlayersService
  inviteLinks: InviteLinkService
}> = async (app, { players, inviteLinks }) => {
  app.get('/company-players/list', async (request) => players.list(ctxOf(request)))

  app.post(
    '/company-players/create-company-player',
    { schema: { body: playerCreateSchema } },
    async (request) => players.create(ctxOf(request), request.body),
  )

  app.get(
    '/company-players/edit/:playerId/:companyPlayerId',
    { schema: { params: playerPathParamsSchema } },
    async (request) => players.getForEdit(ctxOf(request), request.params),
  )

  app.put(
    '/company-players/edit/:playerId/:companyPlayerId',
    {
      schema: { params: playerPathParamsSchema, body: playerUpdateSchema },
    },
    async (request) => players.update(ctxOf(request), request.params, request.body),
  )

  app.delete(
    '/company-players/delete/:playerId/:companyPlayerId',
    { schema: { params: playerPathParamsSchema } },
    async (request) => players.remove(ctxOf(request), request.params),
  )

  app.get('/company-players/invite-link', async (request) => inviteLinks.get(ctxOf(request)))

  app.post('/company-players/invite-link/renew', async (request) =>
    inviteLinks.renew(ctxOf(request)),
  )
}
