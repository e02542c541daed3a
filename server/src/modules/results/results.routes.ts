import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { noContentSchema } from '@bidfut/domain/contracts/http'
import { messageResponseSchema } from '@bidfut/domain/contracts/profile'
import {
  bidPathSchema,
  craqueLinkSchema,
  craqueSettingsSchema,
  craquesByBidSchema,
  craquesRankingSchema,
  craqueTokenParamsSchema,
  craqueVoteRequestSchema,
  craqueVoteResponseSchema,
  craqueVotersSchema,
  matchPathSchema,
  mySeasonRecordSchema,
  nightSchema,
  playerPathSchema,
  recordMatchRequestSchema,
  skillSuggestionsSchema,
  voidVotePathSchema,
} from '@bidfut/domain/contracts/results'
import { ctxOf } from '../../lib/context.ts'
import { errorResponses } from '../../lib/responses.ts'
import type { CraqueVoteService } from './craque-vote.service.ts'
import type { NightService } from './night.service.ts'
import type { RatingsService } from './ratings.service.ts'

// The token is the credential: public routes, with a limit so nobody hammers them.
const linkConfig = { public: true, rateLimit: { max: 60, timeWindow: '1 minute' } }

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
  const nightResponses = { 200: nightSchema, ...errorResponses }

  app.get(
    '/bids/:bidDayId/night',
    { schema: { params: bidPathSchema, response: nightResponses } },
    async (request) => night.getNight(ctxOf(request), request.params.bidDayId),
  )

  // The post-game card on /check-in: the group's last finished BID; 204 when there is none.
  app.get(
    '/results/latest-night',
    { schema: { response: { ...nightResponses, 204: noContentSchema.describe('Sem dados') } } },
    async (request, reply) =>
      (await night.latestNight(ctxOf(request))) ?? reply.status(204).send(null),
  )

  app.post(
    '/bids/:bidDayId/matches',
    {
      schema: { params: bidPathSchema, body: recordMatchRequestSchema, response: nightResponses },
    },
    async (request) => night.recordMatch(ctxOf(request), request.params.bidDayId, request.body),
  )

  app.delete(
    '/bids/:bidDayId/matches/:matchId',
    { schema: { params: matchPathSchema, response: nightResponses } },
    async (request) =>
      night.deleteMatch(ctxOf(request), request.params.bidDayId, request.params.matchId),
  )

  app.put(
    '/bids/:bidDayId/craque-vote',
    {
      schema: {
        params: bidPathSchema,
        body: craqueVoteRequestSchema,
        response: { 200: craqueVoteResponseSchema, ...errorResponses },
      },
    },
    async (request) =>
      craque.vote(ctxOf(request), request.params.bidDayId, request.body.candidateId),
  )

  app.get(
    '/bids/:bidDayId/craque-voters',
    {
      schema: { params: bidPathSchema, response: { 200: craqueVotersSchema, ...errorResponses } },
    },
    async (request) => craque.listVoters(ctxOf(request), request.params.bidDayId),
  )

  app.delete(
    '/bids/:bidDayId/craque-votes/:voterId',
    {
      schema: {
        params: voidVotePathSchema,
        response: { 200: messageResponseSchema, ...errorResponses },
      },
    },
    async (request) =>
      craque.voidVote(ctxOf(request), request.params.bidDayId, request.params.voterId),
  )

  app.get(
    '/craque/:token',
    {
      schema: {
        params: craqueTokenParamsSchema,
        response: { 200: craqueLinkSchema, ...errorResponses },
      },
      config: linkConfig,
    },
    async (request) => craque.getLink(request.params.token),
  )

  app.post(
    '/craque/:token/vote',
    {
      schema: {
        params: craqueTokenParamsSchema,
        body: craqueVoteRequestSchema,
        response: { 200: craqueVoteResponseSchema, ...errorResponses },
      },
      config: linkConfig,
    },
    async (request) => craque.voteByLink(request.params.token, request.body.candidateId),
  )

  app.get(
    '/results/craque-settings',
    { schema: { response: { 200: craqueSettingsSchema, ...errorResponses } } },
    async (request) => craque.getSettings(ctxOf(request)),
  )

  app.put(
    '/results/craque-settings',
    {
      schema: {
        body: craqueSettingsSchema,
        response: { 200: craqueSettingsSchema, ...errorResponses },
      },
    },
    async (request) => craque.setSettings(ctxOf(request), request.body),
  )

  app.get(
    '/results/craques',
    { schema: { response: { 200: craquesRankingSchema, ...errorResponses } } },
    async (request) => night.craquesRanking(ctxOf(request)),
  )

  app.get(
    '/results/craques-by-bid',
    { schema: { response: { 200: craquesByBidSchema, ...errorResponses } } },
    async (request) => night.craquesByBid(ctxOf(request)),
  )

  app.get(
    '/results/my-season',
    { schema: { response: { 200: mySeasonRecordSchema, ...errorResponses } } },
    async (request) => night.mySeason(ctxOf(request)),
  )

  app.get(
    '/players/skill-suggestions',
    { schema: { response: { 200: skillSuggestionsSchema, ...errorResponses } } },
    async (request) => ratings.suggestions(ctxOf(request)),
  )

  app.post(
    '/players/:companyPlayerId/apply-suggested-skill',
    {
      schema: {
        params: playerPathSchema,
        response: { 200: messageResponseSchema, ...errorResponses },
      },
    },
    async (request) => ratings.applySuggestion(ctxOf(request), request.params.companyPlayerId),
  )
}
