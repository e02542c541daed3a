import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import * as api from '@bidfut/domain/endpoints/reminders'
import { ctxOf } from '../../lib/context.ts'
import { route } from '../../lib/route.ts'
import type { NudgeService } from './nudge.service.ts'
import type { RemindersService } from './reminders.service.ts'

// The token is the credential: public routes, with a limit so nobody hammers them.
const linkLimit = { max: 60, timeWindow: '1 minute' }

export const remindersRoutes: FastifyPluginAsyncZod<{
  reminders: RemindersService
  nudges: NudgeService
}> = async (app, { reminders, nudges }) => {
  // 'Lembrar quem não respondeu': the database allows one every 6 hours per BID.
  route(app, api.nudgeBid, {
    access: 'organiser',
    namesGroupRows: true,
    logs: 'bid.nudged',
    handler: async (request) => nudges.nudge(ctxOf(request), request.params.id),
  })

  route(app, api.reminderLink, {
    access: 'public',
    rateLimit: linkLimit,
    handler: async (request) => reminders.getLink(request.params.token),
  })

  // A member's own check-in from a reminder is a check-in like the screen's.
  route(app, api.answerReminder, {
    access: 'public',
    logs: 'bid.status',
    rateLimit: linkLimit,
    handler: async (request) => reminders.answer(request.params.token, request.body.answer),
  })

  await app.register(oneClickUnsubscribeRoute, { reminders })
}

/** Its own plugin, so the form parsers below apply to this route only. */
const oneClickUnsubscribeRoute: FastifyPluginAsyncZod<{ reminders: RemindersService }> = async (
  app,
  { reminders },
) => {
  // Mail apps POST `List-Unsubscribe=One-Click` as a form (RFC 8058); the POST itself is the
  // request, so either form encoding is accepted and the body is not read.
  for (const type of ['application/x-www-form-urlencoded', 'multipart/form-data']) {
    app.addContentTypeParser(type, { parseAs: 'string' }, (_request, body, done) =>
      done(null, body),
    )
  }
  route(app, api.unsubscribeReminders, {
    access: 'public',
    notLogged: 'the person’s own email choice',
    rateLimit: linkLimit,
    handler: async (request) => reminders.unsubscribe(request.params.token),
  })
}
