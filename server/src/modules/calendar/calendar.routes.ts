import type { FastifyReply } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import * as api from '@bidfut/domain/endpoints/calendar'
import { ctxOf } from '../../lib/context.ts'
import { NotFoundError } from '../../lib/errors.ts'
import { perAccount } from '../../lib/rate-limits.ts'
import { route } from '../../lib/route.ts'
import type { CalendarService } from './calendar.service.ts'

const ICS = 'text/calendar; charset=utf-8'

/**
 * Calendar apps poll a feed a few times a day; an address asking more than twice a second is
 * not one. Keyed by address, so a shared fetcher (Google's) still has room for many feeds.
 */
const feedRateLimit = { max: 120, timeWindow: '1 minute' }

/** 304 with no payload at all: a serialised `null` would still set content-type and length. */
function sendNotModified(reply: FastifyReply) {
  return reply.status(304).send()
}

/** `{name}.ics` → name, or the one 404 of an unknown feed. */
function stem(file: string): string {
  if (!file.endsWith('.ics')) throw new NotFoundError('Calendário não encontrado.')
  return file.slice(0, -'.ics'.length)
}

export const calendarRoutes: FastifyPluginAsyncZod<{ calendar: CalendarService }> = async (
  app,
  { calendar },
) => {
  // The person's own calendar link: on the account, like their email choice.
  route(app, api.calendarLinks, {
    access: 'member',
    handler: async (request) => calendar.links(ctxOf(request)),
  })

  route(app, api.renewCalendarLinks, {
    access: 'member',
    notLogged: 'the person’s own calendar link',
    rateLimit: perAccount(10, '15 minutes'),
    handler: async (request) => calendar.renew(ctxOf(request)),
  })

  // The feed's token is its credential (ADR 037).
  route(app, api.calendarFeed, {
    access: 'public',
    rateLimit: feedRateLimit,
    handler: async (request, reply) => {
      const answer = await calendar.feed(stem(request.params.file), {
        ifNoneMatch: request.headers['if-none-match'],
        ifModifiedSince: request.headers['if-modified-since'],
      })
      reply
        .header('cache-control', 'private, no-cache')
        .header('etag', answer.etag)
        .header('last-modified', answer.lastModified.toUTCString())
      if (answer.notModified) return sendNotModified(reply)
      return reply
        .type(ICS)
        .header('content-disposition', 'inline; filename="bidfut.ics"')
        .send(answer.body)
    },
  })

  route(app, api.calendarEvent, {
    access: 'public',
    rateLimit: feedRateLimit,
    handler: async (request, reply) => {
      const id = stem(request.params.file)
      if (!/^[1-9]\d{0,9}$/.test(id)) throw new NotFoundError('Calendário não encontrado.')
      const { body, fileName } = await calendar.bidEvent(request.params.token, Number(id))
      return reply
        .type(ICS)
        .header('cache-control', 'private, no-cache')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .send(body)
    },
  })
}
