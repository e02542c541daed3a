import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  forgotPasswordSchema,
  messageResponseSchema,
  resetLinkCheckSchema,
  resetPasswordSchema,
  tokenParamsSchema,
} from '@bidfut/domain/contracts/profile'
import { errorResponses } from '../../lib/responses.ts'
import type { DeviceCookie } from './device-cookie.ts'
import type { PasswordResetService } from './password-reset.service.ts'

export const passwordResetRoutes: FastifyPluginAsyncZod<{
  passwordReset: PasswordResetService
  deviceCookie: DeviceCookie
}> = async (app, { passwordReset, deviceCookie }) => {
  app.post(
    '/accounts/forgot-password',
    {
      schema: {
        body: forgotPasswordSchema,
        response: { 200: messageResponseSchema, ...errorResponses },
      },
      config: { public: true, rateLimit: { max: 5, timeWindow: '15 minutes' } },
    },
    async (request) => passwordReset.forgotPassword(request.body.email),
  )

  app.get(
    '/accounts/reset-password/:token',
    {
      schema: {
        params: tokenParamsSchema,
        response: { 200: resetLinkCheckSchema, ...errorResponses },
      },
      config: { public: true, rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request) => passwordReset.checkLink(request.params.token),
  )

  app.post(
    '/accounts/reset-password',
    {
      schema: {
        body: resetPasswordSchema,
        response: { 200: messageResponseSchema, ...errorResponses },
      },
      config: { public: true, rateLimit: { max: 20, timeWindow: '15 minutes' } },
    },
    async (request, reply) => {
      const { response, deviceToken } = await passwordReset.resetPassword(
        request.body,
        deviceCookie.clientOf(request),
      )
      deviceCookie.set(reply, deviceToken)
      return response
    },
  )
}
