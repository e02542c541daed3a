import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import * as api from '@bidfut/domain/endpoints/group-claims'
import { ctxOf } from '../../lib/context.ts'
import { route } from '../../lib/route.ts'
import type { GroupClaimsService } from './group-claims.service.ts'

/** /jogadores (organisers): claims to decide, undoing one, and each pending player's own link. */
export const groupClaimsRoutes: FastifyPluginAsyncZod<{ groupClaims: GroupClaimsService }> = async (
  app,
  { groupClaims },
) => {
  route(app, api.groupClaims, {
    access: 'organiser',
    handler: async (request) => groupClaims.list(ctxOf(request)),
  })

  route(app, api.confirmClaim, {
    access: 'organiser',
    namesGroupRows: true,
    logs: 'register.claim_confirmed',
    handler: async (request) => groupClaims.confirm(ctxOf(request), request.params.id),
  })

  route(app, api.refuseClaim, {
    access: 'organiser',
    namesGroupRows: true,
    logs: 'register.claim_refused',
    handler: async (request) => groupClaims.refuse(ctxOf(request), request.params.id),
  })

  route(app, api.undoClaim, {
    access: 'organiser',
    namesGroupRows: true,
    logs: 'register.claim_undone',
    handler: async (request) => groupClaims.undo(ctxOf(request), request.params.id),
  })

  route(app, api.playerLink, {
    access: 'organiser',
    namesGroupRows: true,
    handler: async (request) =>
      groupClaims.playerLink(ctxOf(request), request.params.companyPlayerId),
  })

  route(app, api.renewPlayerLink, {
    access: 'organiser',
    namesGroupRows: true,
    logs: 'register.player_link_renewed',
    handler: async (request) =>
      groupClaims.renewPlayerLink(ctxOf(request), request.params.companyPlayerId),
  })
}
