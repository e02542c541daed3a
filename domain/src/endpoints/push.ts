import {
  pushConfigSchema,
  pushDeviceSchema,
  pushEndpointQuerySchema,
  pushSubscriptionRequestSchema,
} from '../contracts/push.ts'
import { endpoint } from './endpoint.ts'

const device = { 200: pushDeviceSchema }

export const pushConfig = endpoint({
  method: 'GET',
  path: '/push/config',
  responses: { 200: pushConfigSchema },
})

/** This browser's subscription, named by its push endpoint. */
export const pushDevice = endpoint({
  method: 'GET',
  path: '/push/subscriptions',
  query: pushEndpointQuerySchema,
  responses: device,
})

export const subscribePush = endpoint({
  method: 'PUT',
  path: '/push/subscriptions',
  body: pushSubscriptionRequestSchema,
  responses: device,
})

export const unsubscribePush = endpoint({
  method: 'DELETE',
  path: '/push/subscriptions',
  query: pushEndpointQuerySchema,
  responses: device,
})
