import { googleStartSchema, joinOutcomeSchema } from '../contracts/joining.ts'
import { googleFinishSchema, googleStartResponseSchema } from '../contracts/sign-in.ts'
import { endpoint } from './endpoint.ts'

// 'Entrar com Google' (ADR 049): a 404 while GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET are unset.

export const startGoogle = endpoint({
  method: 'POST',
  path: '/accounts/google/start',
  body: googleStartSchema,
  responses: { 200: googleStartResponseSchema },
})

/** Where Google sent the browser back; only the browser that tapped may finish (its cookie). */
export const finishGoogle = endpoint({
  method: 'POST',
  path: '/accounts/google/finish',
  body: googleFinishSchema,
  responses: { 200: joinOutcomeSchema },
})
