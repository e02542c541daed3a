import { noContentSchema } from '../contracts/http.ts'
import { messageResponseSchema } from '../contracts/profile.ts'
import {
  bidPathSchema,
  craqueLinkSchema,
  craqueSettingsSchema,
  craqueSettingsUpdateSchema,
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
} from '../contracts/results.ts'
import { endpoint } from './endpoint.ts'

const night = { 200: nightSchema }

export const bidNight = endpoint({
  method: 'GET',
  path: '/bids/:bidDayId/night',
  params: bidPathSchema,
  responses: night,
})

/** The post-game card on /check-in: the group's last finished BID. */
export const latestNight = endpoint({
  method: 'GET',
  path: '/results/latest-night',
  responses: { ...night, 204: noContentSchema.describe('Sem dados') },
})

export const recordMatch = endpoint({
  method: 'POST',
  path: '/bids/:bidDayId/matches',
  params: bidPathSchema,
  body: recordMatchRequestSchema,
  responses: night,
})

export const deleteMatch = endpoint({
  method: 'DELETE',
  path: '/bids/:bidDayId/matches/:matchId',
  params: matchPathSchema,
  responses: night,
})

export const voteCraque = endpoint({
  method: 'PUT',
  path: '/bids/:bidDayId/craque-vote',
  params: bidPathSchema,
  body: craqueVoteRequestSchema,
  responses: { 200: craqueVoteResponseSchema },
})

export const craqueVoters = endpoint({
  method: 'GET',
  path: '/bids/:bidDayId/craque-voters',
  params: bidPathSchema,
  responses: { 200: craqueVotersSchema },
})

export const voidCraqueVote = endpoint({
  method: 'DELETE',
  path: '/bids/:bidDayId/craque-votes/:voterId',
  params: voidVotePathSchema,
  responses: { 200: messageResponseSchema },
})

/** What a craque vote's link shows; only the tap votes (ADR 024). */
export const craqueLink = endpoint({
  method: 'GET',
  path: '/craque/:token',
  params: craqueTokenParamsSchema,
  responses: { 200: craqueLinkSchema },
})

export const voteCraqueByLink = endpoint({
  method: 'POST',
  path: '/craque/:token/vote',
  params: craqueTokenParamsSchema,
  body: craqueVoteRequestSchema,
  responses: { 200: craqueVoteResponseSchema },
})

export const craqueSettings = endpoint({
  method: 'GET',
  path: '/results/craque-settings',
  responses: { 200: craqueSettingsSchema },
})

export const updateCraqueSettings = endpoint({
  method: 'PUT',
  path: '/results/craque-settings',
  body: craqueSettingsUpdateSchema,
  responses: { 200: craqueSettingsSchema },
})

export const craquesRanking = endpoint({
  method: 'GET',
  path: '/results/craques',
  responses: { 200: craquesRankingSchema },
})

export const craquesByBid = endpoint({
  method: 'GET',
  path: '/results/craques-by-bid',
  responses: { 200: craquesByBidSchema },
})

export const mySeasonRecord = endpoint({
  method: 'GET',
  path: '/results/my-season',
  responses: { 200: mySeasonRecordSchema },
})

export const skillSuggestions = endpoint({
  method: 'GET',
  path: '/players/skill-suggestions',
  responses: { 200: skillSuggestionsSchema },
})

export const applySuggestedSkill = endpoint({
  method: 'POST',
  path: '/players/:companyPlayerId/apply-suggested-skill',
  params: playerPathSchema,
  responses: { 200: messageResponseSchema },
})
