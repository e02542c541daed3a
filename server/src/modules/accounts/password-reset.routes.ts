import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  forgotPasswordSchema,
  messageResponseSchema,
  resetPasswordSchema,
} from '@bidfut/domain/contracts/profile'
import { errorResponses } from '../../lib/responses.ts'
import type { PasswordResetService } from './password-reset.service.ts'

export const passwordResetRoutes: FastifyPluginAsyncZod<{
  passwordReset: PasswordResetService
}> = async (app, { passwordReset }) => {
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

  app.post(
    '/accounts/reset-password',
    {
      schema: {
        body: resetPasswordSchema,
        response: { 200: messageResponseSchema, ...errorResponses },
      },
      config: { public: true, rateLimit: { max: 20, timeWindow: '15 minutes' } },
    },
    async (request) => passwordReset.resetPassword(request.body),
  )
}
