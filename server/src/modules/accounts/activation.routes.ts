import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  activationLinkGenerateSchema,
  activationLinkRequestSchema,
  activationLinkResponseSchema,
} from '@bidfut/domain/contracts/players'
import { joinWithAccountSchema } from '@bidfut/domain/contracts/memberships'
import {
  activationDataSchema,
  activationRequestSchema,
  messageResponseSchema,
  tokenParamsSchema,
} from '@bidfut/domain/contracts/profile'
import { errorResponses } from '../../lib/responses.ts'
import { ctxOf } from '../../lib/context.ts'
import type { ActivationService } from './activation.service.ts'
import type { DeviceCookie } from './device-cookie.ts'

const publicLimit = { public: true, rateLimit: { max: 30, timeWindow: '1 minute' } }
const messageResponses = { 200: messageResponseSchema, ...errorResponses }

export const activationRoutes: FastifyPluginAsyncZod<{
  activation: ActivationService
  deviceCookie: DeviceCookie
}> = async (app, { activation, deviceCookie }) => {
  app.post(
    '/accounts/generate-temp-url-register',
    {
      schema: {
        body: activationLinkGenerateSchema,
        response: { 200: activationLinkResponseSchema, ...errorResponses },
      },
    },
    async (request) => activation.generateLink(ctxOf(request), request.body),
  )

  app.post(
    '/accounts/send-activation-email',
    { schema: { body: activationLinkRequestSchema, response: messageResponses } },
    async (request) => activation.sendActivationEmail(ctxOf(request), request.body.playerId),
  )

  app.get(
    '/accounts/validate-token-register/:token',
    {
      schema: {
        params: tokenParamsSchema,
        response: { 200: activationDataSchema, ...errorResponses },
      },
      config: publicLimit,
    },
    async (request) => activation.validate(request.params.token),
  )

  app.post(
    '/accounts/activate-user-from-token',
    {
      schema: { body: activationRequestSchema, response: messageResponses },
      config: publicLimit,
    },
    async (request) => activation.activate(request.body),
  )

  app.post(
    '/accounts/join-from-token',
    // Checks a password: as slow to guess through as the login.
    {
      schema: { body: joinWithAccountSchema, response: messageResponses },
      config: { public: true, rateLimit: { max: 20, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const { response, deviceToken } = await activation.joinWithAccount(
        request.body,
        deviceCookie.clientOf(request),
      )
      deviceCookie.set(reply, deviceToken)
      return response
    },
  )
}
