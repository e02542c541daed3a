import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import * as api from '@bidfut/domain/endpoints/profile'
import { ctxOf } from '../../lib/context.ts'
import { perAccount } from '../../lib/rate-limits.ts'
import { route } from '../../lib/route.ts'
import type { DeviceCookie } from './device-cookie.ts'
import type { ProfileService } from './profile.service.ts'

export const profileRoutes: FastifyPluginAsyncZod<{
  profile: ProfileService
  deviceCookie: DeviceCookie
}> = async (app, { profile, deviceCookie }) => {
  route(app, api.updateProfile, {
    access: 'member',
    notLogged: 'the account’s own profile',
    // Each call may check the current password: slow down guessing from a stolen session.
    rateLimit: perAccount(20, '15 minutes'),
    handler: async (request, reply) => {
      const { response, deviceToken } = await profile.updateProfile(
        ctxOf(request),
        request.body,
        deviceCookie.clientOf(request),
      )
      if (deviceToken) deviceCookie.set(reply, deviceToken)
      return response
    },
  })

  route(app, api.checkEmailChange, {
    access: 'public',
    rateLimit: { max: 30, timeWindow: '1 minute' },
    handler: async (request) => profile.checkEmailChange(request.params.token),
  })

  route(app, api.confirmEmailChange, {
    access: 'public',
    notLogged: 'the account’s own email',
    rateLimit: { max: 30, timeWindow: '1 minute' },
    handler: async (request) => profile.confirmEmailChange(request.body.token),
  })

  route(app, api.reminderEmails, {
    access: 'member',
    memberCache: 'person',
    handler: async (request) => profile.getReminderEmails(ctxOf(request)),
  })

  route(app, api.setReminderEmails, {
    access: 'member',
    notLogged: 'the person’s own email choice',
    handler: async (request) => profile.setReminderEmails(ctxOf(request), request.body),
  })

  route(app, api.emailNotices, {
    access: 'member',
    memberCache: 'person',
    handler: async (request) => profile.getEmailNotices(ctxOf(request)),
  })

  route(app, api.setEmailNotices, {
    access: 'member',
    notLogged: 'the person’s own email choices',
    handler: async (request) => profile.setEmailNotices(ctxOf(request), request.body),
  })
}
