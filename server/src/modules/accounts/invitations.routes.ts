import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import * as api from '@bidfut/domain/endpoints/invitations'
import { ctxOf } from '../../lib/context.ts'
import { route } from '../../lib/route.ts'
import type { InvitationsService } from './invitations.service.ts'
import type { JoinByInviteService } from './join-by-invite.service.ts'

export const invitationsRoutes: FastifyPluginAsyncZod<{
  invitations: InvitationsService
  joinByInvite: JoinByInviteService
}> = async (app, { invitations, joinByInvite }) => {
  route(app, api.myInvitations, {
    access: 'member',
    handler: async (request) => invitations.listMine(ctxOf(request)),
  })

  route(app, api.acceptInvitation, {
    access: 'member',
    namesGroupRows: true,
    notLogged: 'the person’s own answer',
    handler: async (request) => invitations.accept(ctxOf(request), request.params.id),
  })

  route(app, api.declineInvitation, {
    access: 'member',
    namesGroupRows: true,
    notLogged: 'the person’s own answer',
    handler: async (request) => invitations.decline(ctxOf(request), request.params.id),
  })

  route(app, api.joinByInvite, {
    access: 'member',
    notLogged: 'the person joining by the group’s link',
    handler: async (request) => joinByInvite.join(ctxOf(request), request.body.convite),
  })
}
