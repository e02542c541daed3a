import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  bulkPlayersRequestSchema,
  bulkPlayersResponseSchema,
  inviteLinkResponseSchema,
  mergePlayersRequestSchema,
  mergePlayersResponseSchema,
  playerCreateResponseSchema,
  playerCreateSchema,
  playerEditSchema,
  playerPathParamsSchema,
  playersListResponseSchema,
  playerUpdateSchema,
} from '@bidfut/domain/contracts/players'
import { firstRunResponseSchema } from '@bidfut/domain/contracts/first-run'
import { messageResponseSchema } from '@bidfut/domain/contracts/profile'
import { errorResponses } from '../../lib/responses.ts'
import { ctxOf } from '../../lib/context.ts'
import type { FirstRunService } from './first-run.service.ts'
import type { InviteLinkService } from './invite-link.service.ts'
import type { PlayersService } from './players.service.ts'

export const playersRoutes: FastifyPluginAsyncZod<{
  players: PlayersService
  inviteLinks: InviteLinkService
  firstRun: FirstRunService
}> = async (app, { players, inviteLinks, firstRun }) => {
  app.get(
    '/company-players/list',
    { schema: { response: { 200: playersListResponseSchema, ...errorResponses } } },
    async (request) => players.list(ctxOf(request)),
  )

  app.post(
    '/company-players/create-company-player',
    {
      schema: {
        body: playerCreateSchema,
        response: { 200: playerCreateResponseSchema, ...errorResponses },
      },
    },
    async (request) => players.create(ctxOf(request), request.body),
  )

  // 'Colar lista': the players of a pasted WhatsApp list, in one request (ADR 032).
  app.post(
    '/company-players/bulk-create',
    {
      schema: {
        body: bulkPlayersRequestSchema,
        response: { 200: bulkPlayersResponseSchema, ...errorResponses },
      },
    },
    async (request) => players.bulkCreate(ctxOf(request), request.body),
  )

  app.get(
    '/company-players/edit/:playerId/:companyPlayerId',
    {
      schema: {
        params: playerPathParamsSchema,
        response: { 200: playerEditSchema, ...errorResponses },
      },
    },
    async (request) => players.getForEdit(ctxOf(request), request.params),
  )

  app.put(
    '/company-players/edit/:playerId/:companyPlayerId',
    {
      schema: {
        params: playerPathParamsSchema,
        body: playerUpdateSchema,
        response: { 200: messageResponseSchema, ...errorResponses },
      },
    },
    async (request) => players.update(ctxOf(request), request.params, request.body),
  )

  app.delete(
    '/company-players/delete/:playerId/:companyPlayerId',
    {
      schema: {
        params: playerPathParamsSchema,
        response: { 200: messageResponseSchema, ...errorResponses },
      },
    },
    async (request) => players.remove(ctxOf(request), request.params),
  )

  app.post(
    '/company-players/merge',
    {
      schema: {
        body: mergePlayersRequestSchema,
        response: { 200: mergePlayersResponseSchema, ...errorResponses },
      },
    },
    async (request) => players.merge(ctxOf(request), request.body),
  )

  const inviteLinkResponses = { 200: inviteLinkResponseSchema, ...errorResponses }

  app.get(
    '/company-players/invite-link',
    { schema: { response: inviteLinkResponses } },
    async (request) => inviteLinks.get(ctxOf(request)),
  )

  app.post(
    '/company-players/invite-link/renew',
    { schema: { response: inviteLinkResponses } },
    async (request) => inviteLinks.renew(ctxOf(request)),
  )

  // The organisers' first-run checklist, derived from the group's data (ADR 032).
  app.get(
    '/groups/first-run',
    { schema: { response: { 200: firstRunResponseSchema, ...errorResponses } } },
    async (request) => firstRun.get(ctxOf(request)),
  )
}
