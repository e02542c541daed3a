import { publicCountersSchema } from '../contracts/public-counters.ts'
import { endpoint } from './endpoint.ts'

export const publicCounters = endpoint({
  method: 'GET',
  path: '/public/counters',
  responses: { 200: publicCountersSchema },
})
