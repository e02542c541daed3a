import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  invitationAcceptedSchema,
  invitationParamsSchema,
  invitationsResponseSchema,
} from '@bidfut/domain/contracts/memberships'
import { messageResponseSchema } from '@bidfut/domain/contracts/profile'
import { joinByInviteSchema } from '@bidfut/domain/contracts/signup'
import { errorResponses } from '../../lib/responses.ts'
import { accountOf } from '../../lib/context.ts'
import type { InvitationsService } from './invitations.service.ts'
import type { JoinByInviteService } from './join-by-invite.service.ts'

/** Invitations are how someone in no group joins one: an account-only session reaches them (ADR 042). */
const reachedWithoutGroup = { account: true }

export const invitationsRoutes: FastifyPluginAsyncZod<{
  invitations: InvitationsService
  joinByInvite: JoinByInviteService
}> = async (app, { invitations, joinByInvite }) => {
  app.get(
    '/accounts/invitations',
    {
      schema: { response: { 200: invitationsResponseSchema, ...errorResponses } },
      config: reachedWithoutGroup,
    },
    async (request) => invitations.listMine(accountOf(request)),
  )

  app.post(
    '/accounts/invitations/:id/accept',
    {
      schema: {
        params: invitationParamsSchema,
        response: { 200: invitationAcceptedSchema, ...errorResponses },
      },
      config: reachedWithoutGroup,
    },
    async (request) => invitations.accept(accountOf(request), request.params.id),
  )

  app.post(
    '/accounts/invitations/:id/decline',
    {
      schema: {
        params: invitationParamsSchema,
        response: { 200: messageResponseSchema, ...errorResponses },
      },
      config: reachedWithoutGroup,
    },
    async (request) => invitations.decline(accountOf(request), request.params.id),
  )

  app.post(
    '/accounts/join-by-invite',
    {
      schema: {
        body: joinByInviteSchema,
        response: { 200: invitationAcceptedSchema, ...errorResponses },
      },
      config: reachedWithoutGroup,
    },
    async (request) => joinByInvite.join(accountOf(request), request.body.convite),
  )
}
