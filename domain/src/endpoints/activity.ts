import { activityPageSchema, activityQuerySchema } from '../contracts/activity.ts'
import { endpoint } from './endpoint.ts'

export const groupActivity = endpoint({
  method: 'GET',
  path: '/activity',
  query: activityQuerySchema,
  responses: { 200: activityPageSchema },
})

export const myActivity = endpoint({
  method: 'GET',
  path: '/activity/mine',
  query: activityQuerySchema.pick({ before: true }),
  responses: { 200: activityPageSchema },
})
