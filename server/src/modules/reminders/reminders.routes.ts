import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { messageResponseSchema } from '@bidfut/domain/contracts/profile'
import {
  reminderAnswerRequestSchema,
  reminderAnswerResponseSchema,
  reminderLinkSchema,
  reminderTokenParamsSchema,
} from '@bidfut/domain/contracts/reminders'
import { errorResponses } from '../../lib/responses.ts'
import type { RemindersService } from './reminders.service.ts'

// The token is the credential: public routes, with a limit so nobody hammers them.
const linkConfig = { public: true, rateLimit: { max: 60, timeWindow: '1 minute' } }

export const remindersRoutes: FastifyPluginAsyncZod<{ reminders: RemindersService }> = async (
  app,
  { reminders },
) => {
  app.get(
    '/reminders/:token',
    {
      schema: {
        params: reminderTokenParamsSchema,
        response: { 200: reminderLinkSchema, ...errorResponses },
      },
      config: linkConfig,
    },
    async (request) => reminders.getLink(request.params.token),
  )

  app.post(
    '/reminders/:token/answer',
    {
      schema: {
        params: reminderTokenParamsSchema,
        body: reminderAnswerRequestSchema,
        response: { 200: reminderAnswerResponseSchema, ...errorResponses },
      },
      config: linkConfig,
    },
    async (request) => reminders.answer(request.params.token, request.body.answer),
  )

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
  app.post(
    '/reminders/:token/unsubscribe',
    {
      schema: {
        params: reminderTokenParamsSchema,
        response: { 200: messageResponseSchema, ...errorResponses },
      },
      config: linkConfig,
    },
    async (request) => reminders.unsubscribe(request.params.token),
  )
}
