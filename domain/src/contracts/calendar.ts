import { z } from 'zod'

/**
 * GET /profile/calendar and POST /profile/calendar/renew: the person's private calendar feed
 * (ADR 037) and the links that subscribe to it. Whoever has the link sees the person's games.
 */
export const calendarLinksSchema = z.object({
  /** https://…/v1/calendar/{token}.ics */
  feedUrl: z.string(),
  /** The same feed as webcal://, which Apple's calendars (and most others) subscribe to. */
  webcalUrl: z.string(),
  /** Google Calendar's 'add by URL' with the feed filled in. */
  googleUrl: z.string(),
  /** Outlook's 'subscribe from web' with the feed filled in. */
  outlookUrl: z.string(),
  /** Prefix of one BID's event: `${eventBaseUrl}${bidDayId}.ics`. */
  eventBaseUrl: z.string(),
})
export type CalendarLinks = z.infer<typeof calendarLinksSchema>

/** GET /calendar/{file}: `{token}.ics`. Anything else is an unknown feed (404). */
export const calendarFeedParamsSchema = z.strictObject({ file: z.string() })

/** GET /calendar/{token}/bids/{file}: `{bidDayId}.ics`. */
export const calendarEventParamsSchema = z.strictObject({ token: z.string(), file: z.string() })
