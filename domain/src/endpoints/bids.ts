import {
  addSporadicConflictSchema,
  addSporadicPlayerRequestSchema,
  addSporadicPlayerResultSchema,
  bidActionResultSchema,
  bidIdParamsSchema,
  bidPlayerParamsSchema,
  checkInInfoSchema,
  createBidRequestSchema,
  liveBidSchema,
  newBidDefaultsSchema,
  ownBidStatsSchema,
  promoteWaitlistedRequestSchema,
  sporadicPlayerChoicesSchema,
  statusChangeResultSchema,
  updateAssistsRequestSchema,
  updateBallRecoveriesRequestSchema,
  updateBidRequestSchema,
  updateGoalkeeperSavesRequestSchema,
  updateGoalsRequestSchema,
  updatePositionRequestSchema,
  updateSkillLevelRequestSchema,
  updateStatusRequestSchema,
  updateWeeklyTeamRequestSchema,
} from '../contracts/bids.ts'
import { openBidQuerySchema, openBidsSchema } from '../contracts/open-bids.ts'
import { completeBidRequestSchema, fewerSlotsConflictSchema } from '../contracts/bid-changes.ts'
import { noContentSchema } from '../contracts/http.ts'
import { endpoint } from './endpoint.ts'

const noOpenBid = noContentSchema.describe('Nenhum BID aberto')

export const createBid = endpoint({
  method: 'POST',
  path: '/bids/create-bid',
  body: createBidRequestSchema,
  responses: { 201: liveBidSchema },
})

export const newBidDefaults = endpoint({
  method: 'GET',
  path: '/bids/new-bid-defaults',
  responses: { 200: newBidDefaultsSchema },
})

/** The management screen's poll: If-None-Match makes an unchanged BID a 304. */
export const currentBid = endpoint({
  method: 'GET',
  path: '/bids/current-bid',
  query: openBidQuerySchema,
  responses: {
    200: liveBidSchema,
    204: noOpenBid,
    304: noContentSchema.describe('Sem mudanças desde o ETag enviado em If-None-Match'),
  },
})

export const checkInInfo = endpoint({
  method: 'GET',
  path: '/bids/get-information-check-in-bid',
  query: openBidQuerySchema,
  responses: { 200: checkInInfoSchema, 204: noOpenBid },
})

/** The group's open BIDs, the next game first (ADR 059): a player answers each separately. */
export const openBids = endpoint({
  method: 'GET',
  path: '/bids/open',
  responses: { 200: openBidsSchema },
})

export const ownBidStats = endpoint({
  method: 'GET',
  path: '/bids/current-bid-player-stats',
  query: openBidQuerySchema,
  responses: {
    200: ownBidStatsSchema,
    204: noContentSchema.describe('O jogador não está no BID aberto, ou não há BID aberto'),
  },
})

const entryStatus = { 200: statusChangeResultSchema }

export const updateStatus = endpoint({
  method: 'PUT',
  path: '/bids/update-status-player/:bidDayId/:companyPlayerId',
  params: bidPlayerParamsSchema,
  body: updateStatusRequestSchema,
  responses: entryStatus,
})

export const promoteWaitlisted = endpoint({
  method: 'POST',
  path: '/bids/promote-waitlisted/:bidDayId/:companyPlayerId',
  params: bidPlayerParamsSchema,
  // Optional: the organiser's yes to taking a place the mensalistas' window holds (5.10).
  body: promoteWaitlistedRequestSchema,
  responses: entryStatus,
})

export const removeWaitlisted = endpoint({
  method: 'DELETE',
  path: '/bids/remove-waitlisted/:bidDayId/:companyPlayerId',
  params: bidPlayerParamsSchema,
  responses: entryStatus,
})

const action = { 200: bidActionResultSchema }

// One field of a player's BID entry each: its own path and body key (SPEC §7).
export const updatePosition = endpoint({
  method: 'PUT',
  path: '/bids/update-position-player/:bidDayId/:companyPlayerId',
  params: bidPlayerParamsSchema,
  body: updatePositionRequestSchema,
  responses: action,
})

export const updateSkillLevel = endpoint({
  method: 'PUT',
  path: '/bids/update-skill-level-player/:bidDayId/:companyPlayerId',
  params: bidPlayerParamsSchema,
  body: updateSkillLevelRequestSchema,
  responses: action,
})

export const updateGoals = endpoint({
  method: 'PUT',
  path: '/bids/update-quantity-of-goals-player/:bidDayId/:companyPlayerId',
  params: bidPlayerParamsSchema,
  body: updateGoalsRequestSchema,
  responses: action,
})

export const updateAssists = endpoint({
  method: 'PUT',
  path: '/bids/update-quantity-of-assists-player/:bidDayId/:companyPlayerId',
  params: bidPlayerParamsSchema,
  body: updateAssistsRequestSchema,
  responses: action,
})

export const updateBallRecoveries = endpoint({
  method: 'PUT',
  path: '/bids/update-quantity-of-ball-recoveries-player/:bidDayId/:companyPlayerId',
  params: bidPlayerParamsSchema,
  body: updateBallRecoveriesRequestSchema,
  responses: action,
})

export const updateGoalkeeperSaves = endpoint({
  method: 'PUT',
  path: '/bids/update-quantity-of-goalkeeper-defender-player/:bidDayId/:companyPlayerId',
  params: bidPlayerParamsSchema,
  body: updateGoalkeeperSavesRequestSchema,
  responses: action,
})

export const updateWeeklyTeam = endpoint({
  method: 'PUT',
  path: '/bids/update-weakly-team-stats/:bidDayId/:companyPlayerId',
  params: bidPlayerParamsSchema,
  body: updateWeeklyTeamRequestSchema,
  responses: action,
})

export const updateBid = endpoint({
  method: 'PUT',
  path: '/bids/update-bid/:id',
  params: bidIdParamsSchema,
  body: updateBidRequestSchema,
  responses: {
    ...action,
    409: fewerSlotsConflictSchema.describe(
      'BID encerrado, ou menos vagas que confirmados sem confirmMoves (o corpo diz quem iria para a lista de espera)',
    ),
  },
})

export const cancelBid = endpoint({
  method: 'DELETE',
  path: '/bids/delete-bid/:id',
  params: bidIdParamsSchema,
  responses: action,
})

export const completeBid = endpoint({
  method: 'POST',
  path: '/bids/complete-bid/:id',
  params: bidIdParamsSchema,
  body: completeBidRequestSchema,
  responses: action,
})

export const sporadicPlayerChoices = endpoint({
  method: 'GET',
  path: '/bids/get-sporadic-players/:id',
  params: bidIdParamsSchema,
  responses: { 200: sporadicPlayerChoicesSchema },
})

/** SPEC §7 spells it with a trailing slash; the server answers both spellings. */
export const addSporadicPlayer = endpoint({
  method: 'POST',
  path: '/bids/add-sporadic-player/',
  body: addSporadicPlayerRequestSchema,
  responses: {
    200: addSporadicPlayerResultSchema,
    409: addSporadicConflictSchema.describe(
      'Já no BID, BID encerrado, ou o nome já é de um jogador do grupo (o corpo diz qual)',
    ),
  },
})
