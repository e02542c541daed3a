import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { invitationParamsSchema } from '@bidfut/domain/contracts/memberships'
import { ctxOf } from '../../plugins/auth.ts'
import type { InvitationsService } from './invitations.service.ts'

export const invitationsRoutes: FastifyPluginAsyncZod<{
  invitations: InvitationsService
}> = async (app, { invitations }) => {
  app.get('/accounts/invitations', async (request) => invitations.listMine(ctxOf(request)))

  app.post(
    '/accounts/invitations/:id/accept',
    { schema: { params: invitationParamsSchema } },
    async (request) => invitations.accept(ctxOf(request), request.params.id),
  )

  app.post(
    '/accounts/invitations/:id/decline',
    { schema: { params: invitationParamsSchema } },
    async (request) => invitations.decline(ctxOf(request), request.params.id),
  )
}
