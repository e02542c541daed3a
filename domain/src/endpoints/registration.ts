import { loginResponseSchema } from '../contracts/accounts.ts'
import {
  inviteInfoSchema,
  messageResponseSchema,
  registrationSchema,
  tokenParamsSchema,
} from '../contracts/profile.ts'
import { signupConfirmSchema, signupPreviewSchema } from '../contracts/signup.ts'
import { endpoint } from './endpoint.ts'

export const register = endpoint({
  method: 'POST',
  path: '/accounts/register',
  body: registrationSchema,
  responses: { 200: messageResponseSchema },
})

export const inviteInfo = endpoint({
  method: 'GET',
  path: '/accounts/invite/:token',
  params: tokenParamsSchema,
  responses: { 200: inviteInfoSchema },
})

/** Opening the emailed link reads only: mail scanners open links too (ADR 026). */
export const signupPreview = endpoint({
  method: 'GET',
  path: '/accounts/signup/:token',
  params: tokenParamsSchema,
  responses: { 200: signupPreviewSchema },
})

export const confirmSignup = endpoint({
  method: 'POST',
  path: '/accounts/signup/confirm',
  body: signupConfirmSchema,
  responses: { 200: loginResponseSchema },
})
