import { loginAnswerSchema } from '../contracts/accounts.ts'
import { messageResponseSchema } from '../contracts/profile.ts'
import {
  addPasskeySchema,
  creationOptionsSchema,
  passkeyParamsSchema,
  passkeySchema,
  passkeySignInSchema,
  passkeysResponseSchema,
  requestOptionsSchema,
} from '../contracts/sign-in.ts'
import { endpoint } from './endpoint.ts'

// Passkeys (ADR 049): the account's own in /perfil's 'Chaves de acesso', and signing in with one.

export const myPasskeys = endpoint({
  method: 'GET',
  path: '/passkeys',
  responses: { 200: passkeysResponseSchema },
})

export const passkeyCreationOptions = endpoint({
  method: 'POST',
  path: '/passkeys/creation-options',
  responses: { 200: creationOptionsSchema },
})

export const addPasskey = endpoint({
  method: 'POST',
  path: '/passkeys',
  body: addPasskeySchema,
  responses: { 201: passkeySchema },
})

export const removePasskey = endpoint({
  method: 'DELETE',
  path: '/passkeys/:id',
  params: passkeyParamsSchema,
  responses: { 200: messageResponseSchema },
})

/** Signed, not stored: the login page may ask for them as it opens. */
export const passkeySignInOptions = endpoint({
  method: 'POST',
  path: '/accounts/passkey-options',
  responses: { 200: requestOptionsSchema },
})

/** Answers as a login: a session in the group used last, or an account-only one (ADR 042). */
export const passkeySignIn = endpoint({
  method: 'POST',
  path: '/accounts/passkey-sign-in',
  body: passkeySignInSchema,
  responses: { 200: loginAnswerSchema },
})
