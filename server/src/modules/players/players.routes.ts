import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import * as api from '@bidfut/domain/endpoints/players'
import { ctxOf } from '../../lib/context.ts'
import { route } from '../../lib/route.ts'
import type { FirstRunService } from './first-run.service.ts'
import type { InviteLinkService } from './invite-link.service.ts'
import type { PlayersService } from './players.service.ts'

export const playersRoutes: FastifyPluginAsyncZod<{
  players: PlayersService
  inviteLinks: InviteLinkService
  firstRun: FirstRunService
}> = async (app, { players, inviteLinks, firstRun }) => {
  route(app, api.listPlayers, {
    access: 'organiser',
    handler: async (request) => players.list(ctxOf(request)),
  })

  route(app, api.createPlayer, {
    access: 'organiser',
    logs: 'register.created',
    handler: async (request) => players.create(ctxOf(request), request.body),
  })

  route(app, api.bulkCreatePlayers, {
    access: 'organiser',
    logs: 'register.bulk_created',
    handler: async (request) => players.bulkCreate(ctxOf(request), request.body),
  })

  route(app, api.playerForEdit, {
    access: 'organiser',
    namesGroupRows: true,
    handler: async (request) => players.getForEdit(ctxOf(request), request.params),
  })

  route(app, api.updatePlayer, {
    access: 'organiser',
    namesGroupRows: true,
    logs: 'register.edited',
    handler: async (request) => players.update(ctxOf(request), request.params, request.body),
  })

  route(app, api.updatePlayerContact, {
    access: 'organiser',
    namesGroupRows: true,
    logs: 'register.edited',
    handler: async (request) => players.updateContact(ctxOf(request), request.params, request.body),
  })

  route(app, api.removePlayer, {
    access: 'organiser',
    namesGroupRows: true,
    logs: 'register.removed',
    handler: async (request) => players.remove(ctxOf(request), request.params),
  })

  route(app, api.forgiveAbsence, {
    access: 'organiser',
    namesGroupRows: true,
    logs: 'bid.absence_forgiven',
    handler: async (request) => players.forgiveAbsence(ctxOf(request), request.body),
  })

  route(app, api.mergePlayers, {
    access: 'organiser',
    namesGroupRows: true,
    logs: 'register.merged',
    handler: async (request) => players.merge(ctxOf(request), request.body),
  })

  route(app, api.inviteLink, {
    access: 'organiser',
    handler: async (request) => inviteLinks.get(ctxOf(request)),
  })

  route(app, api.renewInviteLink, {
    access: 'organiser',
    logs: 'register.invite_link_renewed',
    handler: async (request) => inviteLinks.renew(ctxOf(request)),
  })

  route(app, api.firstRun, {
    access: 'organiser',
    handler: async (request) => firstRun.get(ctxOf(request)),
  })
}
