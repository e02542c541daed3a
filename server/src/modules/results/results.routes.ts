import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import * as api from '@bidfut/domain/endpoints/results'
import { ctxOf } from '../../lib/context.ts'
import { route } from '../../lib/route.ts'
import type { CraqueVoteService } from './craque-vote.service.ts'
import type { NightService } from './night.service.ts'
import type { RatingsService } from './ratings.service.ts'

// The token is the credential: public routes, with a limit so nobody hammers them.
const linkLimit = { max: 60, timeWindow: '1 minute' }

export type ResultsServices = {
  night: NightService
  craque: CraqueVoteService
  ratings: RatingsService
}

/** After the whistle (ADR 039): the night's matches, the craque vote and learned skills. */
export const resultsRoutes: FastifyPluginAsyncZod<ResultsServices> = async (
  app,
  { night, craque, ratings },
) => {
  route(app, api.bidNight, {
    access: 'member',
    namesGroupRows: true,
    handler: async (request) => night.getNight(ctxOf(request), request.params.bidDayId),
  })

  route(app, api.latestNight, {
    access: 'member',
    handler: async (request, reply) =>
      (await night.latestNight(ctxOf(request))) ?? reply.status(204).send(null),
  })

  route(app, api.recordMatch, {
    access: 'organiser',
    namesGroupRows: true,
    logs: 'results.match_recorded',
    handler: async (request) =>
      night.recordMatch(ctxOf(request), request.params.bidDayId, request.body),
  })

  route(app, api.deleteMatch, {
    access: 'organiser',
    namesGroupRows: true,
    logs: 'results.match_removed',
    handler: async (request) =>
      night.deleteMatch(ctxOf(request), request.params.bidDayId, request.params.matchId),
  })

  // A member's own vote is logged like a check-in, by link as on the screen: that they voted,
  // never for whom.
  route(app, api.voteCraque, {
    access: 'member',
    namesGroupRows: true,
    logs: 'results.craque_voted',
    handler: async (request) =>
      craque.vote(ctxOf(request), request.params.bidDayId, request.body.candidateId),
  })

  route(app, api.craqueVoters, {
    access: 'organiser',
    namesGroupRows: true,
    handler: async (request) => craque.listVoters(ctxOf(request), request.params.bidDayId),
  })

  route(app, api.voidCraqueVote, {
    access: 'organiser',
    namesGroupRows: true,
    logs: 'results.craque_vote_voided',
    handler: async (request) =>
      craque.voidVote(ctxOf(request), request.params.bidDayId, request.params.voterId),
  })

  route(app, api.craqueLink, {
    access: 'public',
    rateLimit: linkLimit,
    handler: async (request) => craque.getLink(request.params.token),
  })

  route(app, api.voteCraqueByLink, {
    access: 'public',
    logs: 'results.craque_voted',
    rateLimit: linkLimit,
    handler: async (request) => craque.voteByLink(request.params.token, request.body.candidateId),
  })

  route(app, api.craqueSettings, {
    access: 'member',
    handler: async (request) => craque.getSettings(ctxOf(request)),
  })

  route(app, api.updateCraqueSettings, {
    access: 'organiser',
    logs: 'settings.craque_vote',
    handler: async (request) => craque.setSettings(ctxOf(request), request.body),
  })

  route(app, api.craquesRanking, {
    access: 'member',
    handler: async (request) => night.craquesRanking(ctxOf(request)),
  })

  route(app, api.craquesByBid, {
    access: 'member',
    handler: async (request) => night.craquesByBid(ctxOf(request)),
  })

  route(app, api.mySeasonRecord, {
    access: 'member',
    handler: async (request) => night.mySeason(ctxOf(request)),
  })

  route(app, api.skillSuggestions, {
    access: 'organiser',
    handler: async (request) => ratings.suggestions(ctxOf(request)),
  })

  route(app, api.applySuggestedSkill, {
    access: 'organiser',
    namesGroupRows: true,
    logs: 'register.skill_applied',
    handler: async (request) =>
      ratings.applySuggestion(ctxOf(request), request.params.companyPlayerId),
  })
}
