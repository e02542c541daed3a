import { openBidQuerySchema } from '../contracts/open-bids.ts'
import { noContentSchema } from '../contracts/http.ts'
import {
  drawnTeamsResponseSchema,
  generateTeamsRequestSchema,
  teamDrawSchema,
} from '../contracts/teams.ts'
import { endpoint } from './endpoint.ts'

export const generateTeams = endpoint({
  method: 'POST',
  path: '/bids/generate-teams-to-play',
  body: generateTeamsRequestSchema,
  responses: { 200: teamDrawSchema },
})

/** Organisers get the first shape (with skill levels), members the second. */
export const drawnTeams = endpoint({
  method: 'GET',
  path: '/bids/drawn-teams',
  query: openBidQuerySchema,
  responses: {
    200: drawnTeamsResponseSchema,
    204: noContentSchema.describe('Nenhum sorteio guardado para o BID aberto'),
  },
})
