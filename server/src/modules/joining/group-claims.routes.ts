import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  claimParamsSchema,
  groupClaimsResponseSchema,
  playerLinkParamsSchema,
  playerLinkResponseSchema,
} from '@bidfut/domain/contracts/joining'
import { messageResponseSchema } from '@bidfut/domain/contracts/profile'
import { ctxOf } from '../../lib/context.ts'
import { errorResponses } from '../../lib/responses.ts'
import type { GroupClaimsService } from './group-claims.service.ts'

const decision = {
  params: claimParamsSchema,
  response: { 200: messageResponseSchema, ...errorResponses },
}

/** /jogadores (organisers): claims to decide, undoing one, and each pending player's own link. */
export const groupClaimsRoutes: FastifyPluginAsyncZod<{ groupClaims: GroupClaimsService }> = async (
  app,
  { groupClaims },
) => {
  app.get(
    '/company-players/claims',
    { schema: { response: { 200: groupClaimsResponseSchema, ...errorResponses } } },
    async (request) => groupClaims.list(ctxOf(request)),
  )

  app.post('/company-players/claims/:id/confirm', { schema: decision }, async (request) =>
    groupClaims.confirm(ctxOf(request), request.params.id),
  )

  app.post('/company-players/claims/:id/refuse', { schema: decision }, async (request) =>
    groupClaims.refuse(ctxOf(request), request.params.id),
  )

  app.post('/company-players/claims/:id/undo', { schema: decision }, async (request) =>
    groupClaims.undo(ctxOf(request), request.params.id),
  )

  app.get(
    '/company-players/:companyPlayerId/player-link',
    {
      schema: {
        params: playerLinkParamsSchema,
        response: { 200: playerLinkResponseSchema, ...errorResponses },
      },
    },
    async (request) => groupClaims.playerLink(ctxOf(request), request.params.companyPlayerId),
  )

  app.post(
    '/company-players/:companyPlayerId/player-link/renew',
    {
      schema: {
        params: playerLinkParamsSchema,
        response: { 200: playerLinkResponseSchema, ...errorResponses },
      },
    },
    async (request) => groupClaims.renewPlayerLink(ctxOf(request), request.params.companyPlayerId),
  )
}
