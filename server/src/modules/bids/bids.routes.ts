import type { FastifyReply } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { z } from 'zod'
import {
  addSporadicConflictSchema,
  addSporadicPlayerRequestSchema,
  addSporadicPlayerResultSchema,
  bidActionResultSchema,
  bidIdParamsSchema,
  bidPlayerParamsSchema,
  checkInInfoSchema,
  createBidRequestSchema,
  promoteWaitlistedRequestSchema,
  liveBidSchema,
  newBidDefaultsSchema,
  ownBidStatsSchema,
  sporadicPlayerChoicesSchema,
  statusChangeResultSchema,
  updateAssistsRequestSchema,
  updateBidRequestSchema,
  updateBallRecoveriesRequestSchema,
  updateGoalkeeperSavesRequestSchema,
  updateGoalsRequestSchema,
  updatePositionRequestSchema,
  updateSkillLevelRequestSchema,
  updateStatusRequestSchema,
  updateWeeklyTeamRequestSchema,
} from '@bidfut/domain/contracts/bids'
import { noContentSchema } from '@bidfut/domain/contracts/http'
import { sendCachedJson } from '../../lib/compression.ts'
import { errorResponses } from '../../lib/responses.ts'
import { ctxOf } from '../../lib/context.ts'
import type { BidEntriesService, EntryEdit } from './bid-entries.service.ts'
import type { WaitlistMovesService } from './waitlist-moves.service.ts'
import type { BidLifecycleService } from './bid-lifecycle.service.ts'
import type { LiveBidService } from './live-bid.service.ts'
import type { SporadicPlayersService } from './sporadic-players.service.ts'
import { matchesIfNoneMatch } from './if-none-match.ts'

const actionResponses = { 200: bidActionResultSchema, ...errorResponses }
const statusResponses = { 200: statusChangeResultSchema, ...errorResponses }

/** 304 with no payload at all: a serialised `null` would still set content-type and length. */
function sendNotModified(reply: FastifyReply) {
  return reply.status(304).send()
}

export type BidsServices = {
  lifecycle: BidLifecycleService
  entries: BidEntriesService
  waitlist: WaitlistMovesService
  sporadicPlayers: SporadicPlayersService
  liveBid: LiveBidService
}

export const bidsRoutes: FastifyPluginAsyncZod<BidsServices> = async (app, services) => {
  const { lifecycle, entries, waitlist, sporadicPlayers, liveBid } = services

  app.post(
    '/bids/create-bid',
    {
      schema: {
        body: createBidRequestSchema,
        response: { 201: liveBidSchema, ...errorResponses },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await lifecycle.createBid(ctxOf(request), request.body)),
  )

  app.get(
    '/bids/new-bid-defaults',
    { schema: { response: { 200: newBidDefaultsSchema, ...errorResponses } } },
    async (request) => lifecycle.newBidDefaults(ctxOf(request)),
  )

  // Polled every few seconds by the management screen: a 304 costs one tiny query.
  app.get(
    '/bids/current-bid',
    {
      schema: {
        response: {
          200: liveBidSchema,
          204: noContentSchema.describe('Nenhum BID aberto'),
          304: noContentSchema.describe('Sem mudanças desde o ETag enviado em If-None-Match'),
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const ctx = ctxOf(request)
      const tag = await liveBid.findLiveBidTag(ctx)
      if (!tag) return reply.status(204).send(null)
      reply.header('cache-control', 'private, no-cache')
      if (matchesIfNoneMatch(request.headers['if-none-match'], tag.etag)) {
        return sendNotModified(reply.header('etag', tag.etag))
      }
      const live = await liveBid.liveBidJson(ctx, tag)
      if (!live) return reply.status(204).send(null)
      // Already serialised (and compressed once per version): the schema only documents it.
      return sendCachedJson(request, reply.header('etag', live.etag), live)
    },
  )

  app.get(
    '/bids/get-information-check-in-bid',
    {
      schema: {
        response: {
          200: checkInInfoSchema,
          204: noContentSchema.describe('Nenhum BID aberto'),
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const info = await liveBid.getCheckInInfo(ctxOf(request))
      return info ?? reply.status(204).send(null)
    },
  )

  app.get(
    '/bids/current-bid-player-stats',
    {
      schema: {
        response: {
          200: ownBidStatsSchema,
          204: noContentSchema.describe('O jogador não está no BID aberto, ou não há BID aberto'),
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const stats = await liveBid.getOwnStats(ctxOf(request))
      return stats ?? reply.status(204).send(null)
    },
  )

  app.put(
    '/bids/update-status-player/:bidDayId/:companyPlayerId',
    {
      schema: {
        params: bidPlayerParamsSchema,
        body: updateStatusRequestSchema,
        response: statusResponses,
      },
    },
    async (request) => entries.changeStatus(ctxOf(request), request.params, request.body.status),
  )

  app.post(
    '/bids/promote-waitlisted/:bidDayId/:companyPlayerId',
    {
      schema: {
        params: bidPlayerParamsSchema,
        body: promoteWaitlistedRequestSchema,
        response: statusResponses,
      },
    },
    async (request) =>
      waitlist.promoteWaitlisted(
        ctxOf(request),
        request.params,
        request.body?.useHeldPlace ?? false,
      ),
  )

  app.delete(
    '/bids/remove-waitlisted/:bidDayId/:companyPlayerId',
    { schema: { params: bidPlayerParamsSchema, response: statusResponses } },
    async (request) => waitlist.removeWaitlisted(ctxOf(request), request.params),
  )

  function entryUpdate<Body extends z.ZodType>(
    path: string,
    options: {
      body: Body
      toEdit: (body: z.output<Body>) => EntryEdit
      message: string
    },
  ) {
    app.put(
      `/bids/${path}/:bidDayId/:companyPlayerId`,
      {
        schema: { params: bidPlayerParamsSchema, body: options.body, response: actionResponses },
      },
      async (request) => {
        const edit = options.toEdit(request.body as z.output<Body>)
        await entries.updateEntry(ctxOf(request), request.params, edit)
        return { success: true as const, message: options.message }
      },
    )
  }

  entryUpdate('update-position-player', {
    body: updatePositionRequestSchema,
    toEdit: (body) => ({ playerPosition: body.playerPosition }),
    message: 'Posição atualizada.',
  })
  entryUpdate('update-skill-level-player', {
    body: updateSkillLevelRequestSchema,
    toEdit: (body) => ({ skillLevel: body.skillLevel }),
    message: 'Habilidade atualizada.',
  })
  entryUpdate('update-quantity-of-goals-player', {
    body: updateGoalsRequestSchema,
    toEdit: (body) => ({ quantityOfGoals: body.quantityOfGoals }),
    message: 'Gols atualizados.',
  })
  entryUpdate('update-quantity-of-assists-player', {
    body: updateAssistsRequestSchema,
    toEdit: (body) => ({ assistGoals: body.quantityOfAssists }),
    message: 'Assistências atualizadas.',
  })
  entryUpdate('update-quantity-of-ball-recoveries-player', {
    body: updateBallRecoveriesRequestSchema,
    toEdit: (body) => ({ ballRecoveries: body.quantityOfBallRecoveries }),
    message: 'Desarmes atualizados.',
  })
  entryUpdate('update-quantity-of-goalkeeper-defender-player', {
    body: updateGoalkeeperSavesRequestSchema,
    toEdit: (body) => ({ goalKeeperDefender: body.quantityOfGoalKeeperDefender }),
    message: 'Defesas atualizadas.',
  })
  entryUpdate('update-weakly-team-stats', {
    body: updateWeeklyTeamRequestSchema,
    toEdit: (body) => ({ weeklyTeam: body.weaklyTeamStats }),
    message: 'Time da semana atualizado.',
  })

  app.put(
    '/bids/update-bid/:id',
    {
      schema: {
        params: bidIdParamsSchema,
        body: updateBidRequestSchema,
        response: actionResponses,
      },
    },
    async (request) => lifecycle.updateBid(ctxOf(request), request.params.id, request.body),
  )

  app.delete(
    '/bids/delete-bid/:id',
    { schema: { params: bidIdParamsSchema, response: actionResponses } },
    async (request) => lifecycle.cancelBid(ctxOf(request), request.params.id),
  )

  app.post(
    '/bids/complete-bid/:id',
    { schema: { params: bidIdParamsSchema, response: actionResponses } },
    async (request) => lifecycle.completeBid(ctxOf(request), request.params.id),
  )

  app.get(
    '/bids/get-sporadic-players/:id',
    {
      schema: {
        params: bidIdParamsSchema,
        response: { 200: sporadicPlayerChoicesSchema, ...errorResponses },
      },
    },
    async (request) => sporadicPlayers.listSporadicChoices(ctxOf(request), request.params.id),
  )

  // The web client calls it with a trailing slash; both spellings are the same endpoint.
  for (const url of ['/bids/add-sporadic-player', '/bids/add-sporadic-player/']) {
    app.post(
      url,
      {
        schema: {
          body: addSporadicPlayerRequestSchema,
          response: {
            200: addSporadicPlayerResultSchema,
            ...errorResponses,
            409: addSporadicConflictSchema.describe(
              'Já no BID, BID encerrado, ou o nome já é de um jogador do grupo (o corpo diz qual)',
            ),
          },
        },
      },
      async (request) => sporadicPlayers.addSporadicPlayer(ctxOf(request), request.body),
    )
  }
}
