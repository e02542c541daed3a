import { z } from 'zod'
import {
  calendarEventParamsSchema,
  calendarFeedParamsSchema,
  calendarLinksSchema,
} from '../contracts/calendar.ts'
import { noContentSchema } from '../contracts/http.ts'
import { endpoint } from './endpoint.ts'

const icsBody = z.string().describe('iCalendar (RFC 5545)')

export const calendarLinks = endpoint({
  method: 'GET',
  path: '/profile/calendar',
  responses: { 200: calendarLinksSchema },
})

/** 'Renovar link': the old feed URL stops answering. */
export const renewCalendarLinks = endpoint({
  method: 'POST',
  path: '/profile/calendar/renew',
  responses: { 200: calendarLinksSchema },
})

/** The person's feed, `{token}.ics`, polled by calendar apps. */
export const calendarFeed = endpoint({
  method: 'GET',
  path: '/calendar/:file',
  params: calendarFeedParamsSchema,
  responses: {
    200: icsBody,
    304: noContentSchema.describe('Sem mudanças desde o ETag ou a data enviados'),
  },
})

/** One BID as an event, `{bidDayId}.ics`: 'Adicionar ao calendário'. */
export const calendarEvent = endpoint({
  method: 'GET',
  path: '/calendar/:token/bids/:file',
  params: calendarEventParamsSchema,
  responses: { 200: icsBody },
})
