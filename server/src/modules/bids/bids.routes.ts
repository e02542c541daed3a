import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { z } from 'zod'
import {
  addSporadicPlayerRequestSchema,
  bidIdParamsSchema,
  bidPlayerParamsSchema,
  createBidRequestSchema,
  updateAssistsRequestSchema,
  updateBallRecoveriesRequestSchema,
  updateGoalkeeperSavesRequestSchema,
  updateGoalsRequestSchema,
  updatePositionRequestSchema,
  updateSkillLevelRequestSchema,
  updateStatusRequestSchema,
  updateWeeklyTeamRequestSchema,
} from '@bidfut/domain/contracts/bids'
import { ctxOf } from '../../plugins/auth.ts'
import type { BidsService, EntryEdit } from './bids.service.ts'
import { matchesIfNoneMatch } from './if-none-match.ts'

export const bidsRoutes: FastifyPluginAsyncZod<{ bids: BidsService }> = async (app, { bids }) => {
  app.post(
    '/bids/create-bid',
    { schema: { body: createBidRequestSchema } },
    async (request, reply) =>
      reply.status(201).send(await bids.createBid(ctxOf(request), request.body)),
  )

  // Polled every few seconds by the management screen: a 304 costs one tiny query.
  app.get('/bids/current-bid', async (request, reply) => {
    const ctx = ctxOf(request)
    const tag = await bids.findLiveBidTag(ctx)
    if (!tag) return reply.status(204).send()
    reply.header('cache-control', 'private, no-cache')
    if (matchesIfNoneMatch(request.headers['if-none-match'], tag.etag)) {
      return reply.header('etag', tag.etag).status(304).send()
    }
    const live = await bids.liveBidJson(ctx, tag)
    if (!live) return reply.status(204).send()
    return reply.header('etag', live.etag).type('application/json; charset=utf-8').send(live.json)
  })

  app.get('/bids/get-information-check-in-bid', async (request, reply) => {
    const info = await bids.getCheckInInfo(ctxOf(request))
    return info ?? reply.status(204).send()
  })

  app.get('/bids/current-bid-player-stats', async (request, reply) => {
    const stats = await bids.getOwnStats(ctxOf(request))
    return stats ?? reply.status(204).send()
  })

  app.put(
    '/bids/update-status-player/:bidDayId/:companyPlayerId',
    {
      schema: { params: bidPlayerParamsSchema, body: updateStatusRequestSchema },
    },
    async (request) => bids.changeStatus(ctxOf(request), request.params, request.body.status),
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
        schema: { params: bidPlayerParamsSchema, body: options.body },
      },
      async (request) => {
        const edit = options.toEdit(request.body as z.output<Body>)
        await bids.updateEntry(ctxOf(request), request.params, edit)
        return { success: true, message: options.message }
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

  app.delete('/bids/delete-bid/:id', { schema: { params: bidIdParamsSchema } }, async (request) =>
    bids.cancelBid(ctxOf(request), request.params.id),
  )

  app.post('/bids/complete-bid/:id', { schema: { params: bidIdParamsSchema } }, async (request) =>
    bids.completeBid(ctxOf(request), request.params.id),
  )

  app.get(
    '/bids/get-sporadic-players/:id',
    { schema: { params: bidIdParamsSchema } },
    async (request) => bids.listSporadicChoices(ctxOf(request), request.params.id),
  )

  // The web client calls it with a trailing slash; both spellings are the same endpoint.
  for (const url of ['/bids/add-sporadic-player', '/bids/add-sporadic-player/']) {
    app.post(url, { schema: { body: addSporadicPlayerRequestSchema } }, async (request) =>
      bids.addSporadicPlayer(ctxOf(request), request.body),
    )
  }
}
