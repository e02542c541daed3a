import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { forgotPasswordSchema, resetPasswordSchema } from '@bidfut/domain/contracts/profile'
import type { PasswordResetService } from './password-reset.service.ts'

export const passwordResetRoutes: FastifyPluginAsyncZod<{
  passwordReset: PasswordResetService
}> = async (app, { passwordReset }) => {
  app.post(
    '/accounts/forgot-password',
    {
      schema: { body: forgotPasswordSchema },
      config: { public: true, rateLimit: { max: 5, timeWindow: '15 minutes' } },
    },
    async (request) => passwordReset.forgotPassword(request.body.email),
  )

  app.post(
    '/accounts/reset-password',
    {
      schema: { body: resetPasswordSchema },
      config: { public: true, rateLimit: { max: 20, timeWindow: '15 minutes' } },
    },
    async (request) => passwordReset.resetPassword(request.body),
  )
}
