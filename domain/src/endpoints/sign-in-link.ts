import { loginAnswerSchema } from '../contracts/accounts.ts'
import { messageResponseSchema, tokenParamsSchema } from '../contracts/profile.ts'
import {
  signInLinkCheckSchema,
  signInLinkRequestSchema,
  useSignInLinkSchema,
} from '../contracts/sign-in.ts'
import { endpoint } from './endpoint.ts'

// 'Receber link de acesso' (ADR 049): the same answer for every email (ADR 026).

export const requestSignInLink = endpoint({
  method: 'POST',
  path: '/accounts/sign-in-link',
  body: signInLinkRequestSchema,
  responses: { 200: messageResponseSchema },
})

/** Opening the emailed link only reads: the tap on 'Entrar' signs in (ADR 024). */
export const checkSignInLink = endpoint({
  method: 'GET',
  path: '/accounts/sign-in-link/:token',
  params: tokenParamsSchema,
  responses: { 200: signInLinkCheckSchema },
})

export const useSignInLink = endpoint({
  method: 'POST',
  path: '/accounts/sign-in-link/use',
  body: useSignInLinkSchema,
  responses: { 200: loginAnswerSchema },
})
