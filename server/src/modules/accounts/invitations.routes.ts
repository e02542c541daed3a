import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  invitationAcceptedSchema,
  invitationParamsSchema,
  invitationsResponseSchema,
} from '@bidfut/domain/contracts/memberships'
import { messageResponseSchema } from '@bidfut/domain/contracts/profile'
import { joinByInviteSchema } from '@bidfut/domain/contracts/signup'
import { errorResponses } from '../../lib/responses.ts'
import { ctxOf } from '../../lib/context.ts'
import type { InvitationsService } from './invitations.service.ts'
import type { JoinByInviteService } from './join-by-invite.service.ts'

export const invitationsRoutes: FastifyPluginAsyncZod<{
  invitations: InvitationsService
  joinByInvite: JoinByInviteService
}> = async (app, { invitations, joinByInvite }) => {
  app.get(
    '/accounts/invitations',
    { schema: { response: { 200: invitationsResponseSchema, ...errorResponses } } },
    async (request) => invitations.listMine(ctxOf(request)),
  )

  app.post(
    '/accounts/invitations/:id/accept',
    {
      schema: {
        params: invitationParamsSchema,
        response: { 200: invitationAcceptedSchema, ...errorResponses },
      },
    },
    async (request) => invitations.accept(ctxOf(request), request.params.id),
  )

  app.post(
    '/accounts/invitations/:id/decline',
    {
      schema: {
        params: invitationParamsSchema,
        response: { 200: messageResponseSchema, ...errorResponses },
      },
    },
    async (request) => invitations.decline(ctxOf(request), request.params.id),
  )

  app.post(
    '/accounts/join-by-invite',
    {
      schema: {
        body: joinByInviteSchema,
        response: { 200: invitationAcceptedSchema, ...errorResponses },
      },
    },
    async (request) => joinByInvite.join(ctxOf(request), request.body.convite),
  )
}
