import {
  accountClaimResultSchema,
  accountClaimSchema,
  claimEmailCheckSchema,
  claimEmailConfirmSchema,
  claimSessionSchema,
  claimStatusSchema,
  emailJoinSchema,
  inviteDirectorySchema,
  joinOutcomeSchema,
  passkeyJoinOptionsSchema,
  passkeyJoinSchema,
  playerLinkInfoSchema,
} from '../contracts/joining.ts'
import { messageResponseSchema, tokenParamsSchema } from '../contracts/profile.ts'
import { creationOptionsSchema } from '../contracts/sign-in.ts'
import { endpoint } from './endpoint.ts'

// The short join and claims (ADR 049): the GETs only read; every change is a person's tap.

/** The group an invite link opens and its players nobody has joined ('Você é um destes?'). */
export const inviteDirectory = endpoint({
  method: 'GET',
  path: '/accounts/invite/:token',
  params: tokenParamsSchema,
  responses: { 200: inviteDirectorySchema },
})

export const playerLinkInfo = endpoint({
  method: 'GET',
  path: '/accounts/join/player-link/:token',
  params: tokenParamsSchema,
  responses: { 200: playerLinkInfoSchema },
})

export const joinPasskeyOptions = endpoint({
  method: 'POST',
  path: '/accounts/join/passkey-options',
  body: passkeyJoinOptionsSchema,
  responses: { 200: creationOptionsSchema },
})

export const joinWithPasskey = endpoint({
  method: 'POST',
  path: '/accounts/join/passkey',
  body: passkeyJoinSchema,
  responses: { 200: joinOutcomeSchema },
})

export const joinByEmail = endpoint({
  method: 'POST',
  path: '/accounts/join/email',
  body: emailJoinSchema,
  responses: { 200: messageResponseSchema },
})

export const claimStatus = endpoint({
  method: 'GET',
  path: '/accounts/join/claims/:token',
  params: tokenParamsSchema,
  responses: { 200: claimStatusSchema },
})

/** Enters once the claim is confirmed, or joins as new once refused. */
export const claimSession = endpoint({
  method: 'POST',
  path: '/accounts/join/claims/session',
  body: claimSessionSchema,
  responses: { 200: joinOutcomeSchema },
})

export const claimEmailCheck = endpoint({
  method: 'GET',
  path: '/accounts/join/claim-emails/:token',
  params: tokenParamsSchema,
  responses: { 200: claimEmailCheckSchema },
})

/** 'Sou eu' in the email to the claimed membership's address. */
export const confirmClaimEmail = endpoint({
  method: 'POST',
  path: '/accounts/join/claim-emails/confirm',
  body: claimEmailConfirmSchema,
  responses: { 200: messageResponseSchema },
})

/** The signed-in person claims a name, or joins, with the account they have. */
export const claimWithAccount = endpoint({
  method: 'POST',
  path: '/accounts/join/claim',
  body: accountClaimSchema,
  responses: { 200: accountClaimResultSchema },
})
