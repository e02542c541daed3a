import { firstRunResponseSchema } from '../contracts/first-run.ts'
import {
  bulkPlayersRequestSchema,
  bulkPlayersResponseSchema,
  forgiveAbsenceRequestSchema,
  inviteLinkResponseSchema,
  mergePlayersRequestSchema,
  mergePlayersResponseSchema,
  playerCreateResponseSchema,
  playerCreateSchema,
  playerEditSchema,
  playerPathParamsSchema,
  playersListResponseSchema,
  playerContactSchema,
  playerUpdateSchema,
} from '../contracts/players.ts'
import { messageResponseSchema } from '../contracts/profile.ts'
import { endpoint } from './endpoint.ts'

export const listPlayers = endpoint({
  method: 'GET',
  path: '/company-players/list',
  responses: { 200: playersListResponseSchema },
})

export const createPlayer = endpoint({
  method: 'POST',
  path: '/company-players/create-company-player',
  body: playerCreateSchema,
  responses: { 200: playerCreateResponseSchema },
})

/** 'Colar lista': the players of a pasted WhatsApp list, in one request (ADR 032). */
export const bulkCreatePlayers = endpoint({
  method: 'POST',
  path: '/company-players/bulk-create',
  body: bulkPlayersRequestSchema,
  responses: { 200: bulkPlayersResponseSchema },
})

export const playerForEdit = endpoint({
  method: 'GET',
  path: '/company-players/edit/:playerId/:companyPlayerId',
  params: playerPathParamsSchema,
  responses: { 200: playerEditSchema },
})

export const updatePlayer = endpoint({
  method: 'PUT',
  path: '/company-players/edit/:playerId/:companyPlayerId',
  params: playerPathParamsSchema,
  body: playerUpdateSchema,
  responses: { 200: messageResponseSchema },
})

/** 'Adicionar email': email, phone and type of an entry that has not joined (ADR 054). */
export const updatePlayerContact = endpoint({
  method: 'PUT',
  path: '/company-players/contact/:playerId/:companyPlayerId',
  params: playerPathParamsSchema,
  body: playerContactSchema,
  responses: { 200: messageResponseSchema },
})

export const removePlayer = endpoint({
  method: 'DELETE',
  path: '/company-players/delete/:playerId/:companyPlayerId',
  params: playerPathParamsSchema,
  responses: { 200: messageResponseSchema },
})

export const mergePlayers = endpoint({
  method: 'POST',
  path: '/company-players/merge',
  body: mergePlayersRequestSchema,
  responses: { 200: mergePlayersResponseSchema },
})

export const forgiveAbsence = endpoint({
  method: 'POST',
  path: '/company-players/forgive-absence',
  body: forgiveAbsenceRequestSchema,
  responses: { 200: messageResponseSchema },
})

export const inviteLink = endpoint({
  method: 'GET',
  path: '/company-players/invite-link',
  responses: { 200: inviteLinkResponseSchema },
})

export const renewInviteLink = endpoint({
  method: 'POST',
  path: '/company-players/invite-link/renew',
  responses: { 200: inviteLinkResponseSchema },
})

/** The organisers' first-run checklist, derived from the group's data (ADR 032). */
export const firstRun = endpoint({
  method: 'GET',
  path: '/groups/first-run',
  responses: { 200: firstRunResponseSchema },
})
