import { healthSchema } from '../contracts/http.ts'
import { endpoint } from './endpoint.ts'

/** Readiness: the server and its database answer. */
export const health = endpoint({
  method: 'GET',
  path: '/health',
  responses: { 200: healthSchema },
})

/** Liveness: the process answers. */
export const healthLive = endpoint({
  method: 'GET',
  path: '/health/live',
  responses: { 200: healthSchema },
})
