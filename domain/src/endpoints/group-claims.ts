import {
  claimParamsSchema,
  groupClaimsResponseSchema,
  playerLinkParamsSchema,
  playerLinkResponseSchema,
} from '../contracts/joining.ts'
import { messageResponseSchema } from '../contracts/profile.ts'
import { endpoint } from './endpoint.ts'

// /jogadores (organisers, ADR 049): claims to decide or undo, and each pending player's own link.

export const groupClaims = endpoint({
  method: 'GET',
  path: '/company-players/claims',
  responses: { 200: groupClaimsResponseSchema },
})

export const confirmClaim = endpoint({
  method: 'POST',
  path: '/company-players/claims/:id/confirm',
  params: claimParamsSchema,
  responses: { 200: messageResponseSchema },
})

export const refuseClaim = endpoint({
  method: 'POST',
  path: '/company-players/claims/:id/refuse',
  params: claimParamsSchema,
  responses: { 200: messageResponseSchema },
})

export const undoClaim = endpoint({
  method: 'POST',
  path: '/company-players/claims/:id/undo',
  params: claimParamsSchema,
  responses: { 200: messageResponseSchema },
})

export const playerLink = endpoint({
  method: 'GET',
  path: '/company-players/:companyPlayerId/player-link',
  params: playerLinkParamsSchema,
  responses: { 200: playerLinkResponseSchema },
})

export const renewPlayerLink = endpoint({
  method: 'POST',
  path: '/company-players/:companyPlayerId/player-link/renew',
  params: playerLinkParamsSchema,
  responses: { 200: playerLinkResponseSchema },
})
