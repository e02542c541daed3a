import { joinWithAccountSchema } from '../contracts/memberships.ts'
import {
  activationLinkGenerateSchema,
  activationLinkRequestSchema,
  activationLinkResponseSchema,
} from '../contracts/players.ts'
import {
  activationDataSchema,
  activationRequestSchema,
  messageResponseSchema,
  tokenParamsSchema,
} from '../contracts/profile.ts'
import { endpoint } from './endpoint.ts'

const message = { 200: messageResponseSchema }

export const generateActivationLink = endpoint({
  method: 'POST',
  path: '/accounts/generate-temp-url-register',
  body: activationLinkGenerateSchema,
  responses: { 200: activationLinkResponseSchema },
})

export const sendActivationEmail = endpoint({
  method: 'POST',
  path: '/accounts/send-activation-email',
  body: activationLinkRequestSchema,
  responses: message,
})

export const validateActivationToken = endpoint({
  method: 'GET',
  path: '/accounts/validate-token-register/:token',
  params: tokenParamsSchema,
  responses: { 200: activationDataSchema },
})

export const activateAccount = endpoint({
  method: 'POST',
  path: '/accounts/activate-user-from-token',
  body: activationRequestSchema,
  responses: message,
})

export const joinFromToken = endpoint({
  method: 'POST',
  path: '/accounts/join-from-token',
  body: joinWithAccountSchema,
  responses: message,
})
