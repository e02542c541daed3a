import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import * as api from '@bidfut/domain/endpoints/invitations'
import { accountOf } from '../../lib/context.ts'
import { route } from '../../lib/route.ts'
import type { InvitationsService } from './invitations.service.ts'
import type { JoinByInviteService } from './join-by-invite.service.ts'

// Invitations are how someone in no group joins one: an account-only session reaches them
// (access 'account', ADR 042).
export const invitationsRoutes: FastifyPluginAsyncZod<{
  invitations: InvitationsService
  joinByInvite: JoinByInviteService
}> = async (app, { invitations, joinByInvite }) => {
  route(app, api.myInvitations, {
    access: 'account',
    handler: async (request) => invitations.listMine(accountOf(request)),
  })

  route(app, api.acceptInvitation, {
    access: 'account',
    namesGroupRows: true,
    notLogged: 'the person’s own answer',
    handler: async (request) => invitations.accept(accountOf(request), request.params.id),
  })

  route(app, api.declineInvitation, {
    access: 'account',
    namesGroupRows: true,
    notLogged: 'the person’s own answer',
    handler: async (request) => invitations.decline(accountOf(request), request.params.id),
  })

  route(app, api.joinByInvite, {
    access: 'account',
    notLogged: 'the person joining by the group’s link',
    handler: async (request) => joinByInvite.join(accountOf(request), request.body.convite),
  })
}
