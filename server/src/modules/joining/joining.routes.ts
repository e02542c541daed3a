import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
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
} from '@bidfut/domain/contracts/joining'
import { messageResponseSchema, tokenParamsSchema } from '@bidfut/domain/contracts/profile'
import { creationOptionsSchema } from '@bidfut/domain/contracts/sign-in'
import { ctxOf } from '../../lib/context.ts'
import { errorResponses } from '../../lib/responses.ts'
import type { DeviceCookie } from '../accounts/device-cookie.ts'
import type { ClaimStatusService } from './claim-status.service.ts'
import type { JoiningService } from './joining.service.ts'

const reads = { public: true, rateLimit: { max: 30, timeWindow: '1 minute' } }
const taps = { public: true, rateLimit: { max: 20, timeWindow: '15 minutes' } }

/**
 * The short join and claims (ADR 049), under /accounts where the trusted-device cookie travels.
 * The GETs only read; every change is a POST a person's tap sends.
 */
export const joiningRoutes: FastifyPluginAsyncZod<{
  joining: JoiningService
  claimStatus: ClaimStatusService
  deviceCookie: DeviceCookie
}> = async (app, { joining, claimStatus, deviceCookie }) => {
  app.get(
    '/accounts/invite/:token',
    {
      schema: {
        params: tokenParamsSchema,
        response: { 200: inviteDirectorySchema, ...errorResponses },
      },
      config: reads,
    },
    async (request) => joining.directory(request.params.token),
  )

  app.get(
    '/accounts/join/player-link/:token',
    {
      schema: {
        params: tokenParamsSchema,
        response: { 200: playerLinkInfoSchema, ...errorResponses },
      },
      config: reads,
    },
    async (request) => joining.playerLinkInfo(request.params.token),
  )

  app.post(
    '/accounts/join/passkey-options',
    {
      schema: {
        body: passkeyJoinOptionsSchema,
        response: { 200: creationOptionsSchema, ...errorResponses },
      },
      config: { public: true, rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request) => joining.passkeyOptions(request.body),
  )

  app.post(
    '/accounts/join/passkey',
    {
      schema: { body: passkeyJoinSchema, response: { 200: joinOutcomeSchema, ...errorResponses } },
      config: taps,
    },
    async (request, reply) => {
      const { outcome, deviceToken } = await joining.passkeyJoin(
        request.body,
        deviceCookie.clientOf(request),
      )
      deviceCookie.set(reply, deviceToken)
      return outcome
    },
  )

  app.post(
    '/accounts/join/email',
    {
      schema: {
        body: emailJoinSchema,
        response: { 200: messageResponseSchema, ...errorResponses },
      },
      config: { public: true, rateLimit: { max: 10, timeWindow: '1 hour' } },
    },
    async (request) => joining.emailJoin(request.body),
  )

  app.get(
    '/accounts/join/claims/:token',
    {
      schema: {
        params: tokenParamsSchema,
        response: { 200: claimStatusSchema, ...errorResponses },
      },
      config: { public: true, rateLimit: { max: 60, timeWindow: '1 minute' } },
    },
    async (request) => claimStatus.status(request.params.token),
  )

  app.post(
    '/accounts/join/claims/session',
    {
      schema: { body: claimSessionSchema, response: { 200: joinOutcomeSchema, ...errorResponses } },
      config: taps,
    },
    async (request, reply) => {
      const { response, deviceToken } = await claimStatus.session(
        request.body,
        deviceCookie.clientOf(request),
      )
      deviceCookie.set(reply, deviceToken)
      return response
    },
  )

  app.get(
    '/accounts/join/claim-emails/:token',
    {
      schema: {
        params: tokenParamsSchema,
        response: { 200: claimEmailCheckSchema, ...errorResponses },
      },
      config: reads,
    },
    async (request) => claimStatus.emailCheck(request.params.token),
  )

  app.post(
    '/accounts/join/claim-emails/confirm',
    {
      schema: {
        body: claimEmailConfirmSchema,
        response: { 200: messageResponseSchema, ...errorResponses },
      },
      config: taps,
    },
    async (request) => claimStatus.emailConfirm(request.body.token),
  )

  app.post(
    '/accounts/join/claim',
    {
      schema: {
        body: accountClaimSchema,
        response: { 200: accountClaimResultSchema, ...errorResponses },
      },
    },
    async (request) => claimStatus.accountClaim(ctxOf(request), request.body.intent),
  )
}
