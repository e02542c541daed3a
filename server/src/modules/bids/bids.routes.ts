import type { FastifyReply } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { z } from 'zod'
import * as api from '@bidfut/domain/endpoints/bids'
import { sendCachedJson } from '../../lib/compression.ts'
import { ctxOf } from '../../lib/context.ts'
import { route, type Access } from '../../lib/route.ts'
import { withoutTrailingSlash } from '@bidfut/domain/endpoints/endpoint'
import type { BidEntriesService, EntryEdit } from './bid-entries.service.ts'
import type { WaitlistMovesService } from './waitlist-moves.service.ts'
import type { BidLifecycleService } from './bid-lifecycle.service.ts'
import type { LiveBidService } from './live-bid.service.ts'
import type { SporadicPlayersService } from './sporadic-players.service.ts'
import { matchesIfNoneMatch } from './if-none-match.ts'

/** 304 with no payload at all: a serialised `null` would still set content-type and length. */
function sendNotModified(reply: FastifyReply) {
  return reply.status(304).send()
}

type EntryEndpoint =
  | typeof api.updatePosition
  | typeof api.updateSkillLevel
  | typeof api.updateGoals
  | typeof api.updateAssists
  | typeof api.updateBallRecoveries
  | typeof api.updateGoalkeeperSaves
  | typeof api.updateWeeklyTeam

export type BidsServices = {
  lifecycle: BidLifecycleService
  entries: BidEntriesService
  waitlist: WaitlistMovesService
  sporadicPlayers: SporadicPlayersService
  liveBid: LiveBidService
}

export const bidsRoutes: FastifyPluginAsyncZod<BidsServices> = async (app, services) => {
  const { lifecycle, entries, waitlist, sporadicPlayers, liveBid } = services

  route(app, api.createBid, {
    access: 'organiser',
    logs: 'bid.created',
    handler: async (request, reply) =>
      reply.status(201).send(await lifecycle.createBid(ctxOf(request), request.body)),
  })

  route(app, api.newBidDefaults, {
    access: 'organiser',
    handler: async (request) => lifecycle.newBidDefaults(ctxOf(request)),
  })

  // Polled every few seconds by the management screen: a 304 costs one tiny query.
  route(app, api.currentBid, {
    access: 'organiser',
    handler: async (request, reply) => {
      const ctx = ctxOf(request)
      const tag = await liveBid.findLiveBidTag(ctx, request.query.bidDayId)
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
  })

  route(app, api.checkInInfo, {
    access: 'member',
    memberCache: 'group',
    handler: async (request, reply) => {
      const info = await liveBid.getCheckInInfo(ctxOf(request), request.query.bidDayId)
      return info ?? reply.status(204).send(null)
    },
  })

  route(app, api.openBids, {
    access: 'member',
    memberCache: 'group',
    handler: async (request) => liveBid.listOpenBids(ctxOf(request)),
  })

  route(app, api.ownBidStats, {
    access: 'member',
    memberCache: 'group',
    handler: async (request, reply) => {
      const stats = await liveBid.getOwnStats(ctxOf(request), request.query.bidDayId)
      return stats ?? reply.status(204).send(null)
    },
  })

  // A member changes their own status (check-in); organisers anyone's.
  route(app, api.updateStatus, {
    access: 'member',
    namesGroupRows: true,
    logs: 'bid.status',
    handler: async (request) =>
      entries.changeStatus(ctxOf(request), request.params, request.body.status),
  })

  route(app, api.promoteWaitlisted, {
    access: 'organiser',
    namesGroupRows: true,
    logs: 'bid.waitlist_promoted',
    handler: async (request) =>
      waitlist.promoteWaitlisted(
        ctxOf(request),
        request.params,
        request.body?.useHeldPlace ?? false,
      ),
  })

  route(app, api.removeWaitlisted, {
    access: 'organiser',
    namesGroupRows: true,
    logs: 'bid.waitlist_removed',
    handler: async (request) => waitlist.removeWaitlisted(ctxOf(request), request.params),
  })

  // One field of an entry each: a member records their own numbers, organisers anyone's.
  function entryEdit<E extends EntryEndpoint>(
    endpoint: E,
    access: Access,
    toEdit: (body: z.output<E['body']>) => EntryEdit,
    message: string,
  ) {
    route(app, endpoint as EntryEndpoint, {
      access,
      namesGroupRows: true,
      logs: 'bid.entry',
      handler: async (request) => {
        const edit = toEdit(request.body as z.output<E['body']>)
        await entries.updateEntry(ctxOf(request), request.params, edit)
        return { success: true as const, message }
      },
    })
  }
  entryEdit(
    api.updatePosition,
    'organiser',
    (body) => ({ playerPosition: body.playerPosition }),
    'Posição atualizada.',
  )
  entryEdit(
    api.updateSkillLevel,
    'organiser',
    (body) => ({ skillLevel: body.skillLevel }),
    'Habilidade atualizada.',
  )
  entryEdit(
    api.updateGoals,
    'member',
    (body) => ({ quantityOfGoals: body.quantityOfGoals }),
    'Gols atualizados.',
  )
  entryEdit(
    api.updateAssists,
    'member',
    (body) => ({ assistGoals: body.quantityOfAssists }),
    'Assistências atualizadas.',
  )
  entryEdit(
    api.updateBallRecoveries,
    'member',
    (body) => ({ ballRecoveries: body.quantityOfBallRecoveries }),
    'Desarmes atualizados.',
  )
  entryEdit(
    api.updateGoalkeeperSaves,
    'member',
    (body) => ({ goalKeeperDefender: body.quantityOfGoalKeeperDefender }),
    'Defesas atualizadas.',
  )
  entryEdit(
    api.updateWeeklyTeam,
    'member',
    (body) => ({ weeklyTeam: body.weaklyTeamStats }),
    'Time da semana atualizado.',
  )

  route(app, api.updateBid, {
    access: 'organiser',
    namesGroupRows: true,
    logs: 'bid.updated',
    handler: async (request) =>
      lifecycle.updateBid(ctxOf(request), request.params.id, request.body),
  })

  route(app, api.cancelBid, {
    access: 'organiser',
    namesGroupRows: true,
    logs: 'bid.cancelled',
    handler: async (request) => lifecycle.cancelBid(ctxOf(request), request.params.id),
  })

  route(app, api.completeBid, {
    access: 'organiser',
    namesGroupRows: true,
    logs: 'bid.completed',
    handler: async (request) =>
      lifecycle.completeBid(ctxOf(request), request.params.id, request.body?.noShows ?? []),
  })

  route(app, api.sporadicPlayerChoices, {
    access: 'organiser',
    namesGroupRows: true,
    handler: async (request) =>
      sporadicPlayers.listSporadicChoices(ctxOf(request), request.params.id),
  })

  // SPEC's spelling has a trailing slash; the same endpoint answers without it.
  for (const spelling of [api.addSporadicPlayer, withoutTrailingSlash(api.addSporadicPlayer)]) {
    route(app, spelling, {
      access: 'organiser',
      logs: 'bid.guest_added',
      handler: async (request) => sporadicPlayers.addSporadicPlayer(ctxOf(request), request.body),
    })
  }
}
