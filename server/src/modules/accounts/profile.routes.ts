import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { confirmEmailChangeSchema } from '@bidfut/domain/contracts/memberships'
import {
  emailChangeCheckSchema,
  messageResponseSchema,
  profileUpdateSchema,
  tokenParamsSchema,
} from '@bidfut/domain/contracts/profile'
import { reminderEmailsSettingSchema } from '@bidfut/domain/contracts/reminders'
import { errorResponses } from '../../lib/responses.ts'
import { ctxOf } from '../../lib/context.ts'
import type { DeviceCookie } from './device-cookie.ts'
import type { ProfileService } from './profile.service.ts'
import { perAccount } from '../../lib/rate-limits.ts'

export const profileRoutes: FastifyPluginAsyncZod<{
  profile: ProfileService
  deviceCookie: DeviceCookie
}> = async (app, { profile, deviceCookie }) => {
  app.put(
    '/accounts/update-profile',
    {
      schema: {
        body: profileUpdateSchema,
        response: { 200: messageResponseSchema, ...errorResponses },
      },
      // Each call may check the current password: slow down guessing from a stolen session.
      config: { rateLimit: perAccount(20, '15 minutes') },
    },
    async (request, reply) => {
      const { response, deviceToken } = await profile.updateProfile(
        ctxOf(request),
        request.body,
        deviceCookie.clientOf(request),
      )
      if (deviceToken) deviceCookie.set(reply, deviceToken)
      return response
    },
  )

  // Read-only: the page shows the new address and waits for the person's tap (ADR 024).
  app.get(
    '/accounts/confirm-email-change/:token',
    {
      schema: {
        params: tokenParamsSchema,
        response: { 200: emailChangeCheckSchema, ...errorResponses },
      },
      config: { public: true, rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request) => profile.checkEmailChange(request.params.token),
  )

  app.post(
    '/accounts/confirm-email-change',
    {
      schema: {
        body: confirmEmailChangeSchema,
        response: { 200: messageResponseSchema, ...errorResponses },
      },
      config: { public: true, rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request) => profile.confirmEmailChange(request.body.token),
  )

  // 'Receber lembretes por email', for the pelada the member is signed in to.
  app.get(
    '/profile/reminder-emails',
    { schema: { response: { 200: reminderEmailsSettingSchema, ...errorResponses } } },
    async (request) => profile.getReminderEmails(ctxOf(request)),
  )

  app.put(
    '/profile/reminder-emails',
    {
      schema: {
        body: reminderEmailsSettingSchema,
        response: { 200: reminderEmailsSettingSchema, ...errorResponses },
      },
    },
    async (request) => profile.setReminderEmails(ctxOf(request), request.body),
  )
}
