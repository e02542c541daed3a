import { joinOutcomeSchema } from '../contracts/joining.ts'
import {
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

/** Opening the emailed link reads only: mail scanners open links too (ADR 026). */
export const signupPreview = endpoint({
  method: 'GET',
  path: '/accounts/signup/:token',
  params: tokenParamsSchema,
  responses: { 200: signupPreviewSchema },
})

/**
 * The tap creates the account and answers as a login, or (a short join that named a player of
 * the list, ADR 049) with the claim that waits for the organiser.
 */
export const confirmSignup = endpoint({
  method: 'POST',
  path: '/accounts/signup/confirm',
  body: signupConfirmSchema,
  responses: { 200: joinOutcomeSchema },
})
