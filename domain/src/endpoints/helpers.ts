import { brazilianTeamsSchema } from '../contracts/players.ts'
import { endpoint } from './endpoint.ts'

export const brazilianTeams = endpoint({
  method: 'GET',
  path: '/helpers/get-brazilian-teams',
  responses: { 200: brazilianTeamsSchema },
})
