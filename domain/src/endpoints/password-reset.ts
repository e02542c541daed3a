import {
  forgotPasswordSchema,
  messageResponseSchema,
  resetLinkCheckSchema,
  resetPasswordSchema,
  tokenParamsSchema,
} from '../contracts/profile.ts'
import { endpoint } from './endpoint.ts'

export const forgotPassword = endpoint({
  method: 'POST',
  path: '/accounts/forgot-password',
  body: forgotPasswordSchema,
  responses: { 200: messageResponseSchema },
})

export const checkResetLink = endpoint({
  method: 'GET',
  path: '/accounts/reset-password/:token',
  params: tokenParamsSchema,
  responses: { 200: resetLinkCheckSchema },
})

export const resetPassword = endpoint({
  method: 'POST',
  path: '/accounts/reset-password',
  body: resetPasswordSchema,
  responses: { 200: messageResponseSchema },
})
