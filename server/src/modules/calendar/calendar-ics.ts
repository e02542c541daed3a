import { TZDate } from '@date-fns/tz'
import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator'
import { tzlib_get_ical_block } from 'timezones-ical-library'
import type { CalendarEvent } from '@bidfut/domain/rules/calendar-events'
import { fromLocalDateTime } from '@bidfut/domain/rules/local-time'

const vtimezones = new Map<string, string | null>()

/** The VTIMEZONE of an IANA zone, from the library's copy of the time zone database. */
function vtimezone(timeZone: string): string | null {
  let known = vtimezones.get(timeZone)
  if (known === undefined) {
    const block = tzlib_get_ical_block(timeZone)
    known = Array.isArray(block) && block[0] ? block[0] : null
    // A few zones at most: the groups' own, validated when a group sets it.
    if (vtimezones.size < 100) vtimezones.set(timeZone, known)
  }
  return known
}

/**
 * The iCalendar text of the given events (already merged, one per UID). Deterministic: the same
 * events give the same bytes, so the text's hash is the feed's ETag. Each time is written with
 * the group's TZID and a VTIMEZONE for it; DTSTAMP is the event's last change, not the time of
 * the request.
 */
export function renderCalendar(events: readonly CalendarEvent[], name: string): string {
  const calendar = ical({
    name,
    prodId: { company: 'Bidfut', product: 'Bidfut', language: 'PT-BR' },
    // Published, not an invitation: apps add the games without asking for an answer.
    method: ICalCalendarMethod.PUBLISH,
    // Clients that honour it poll hourly; Google and Outlook keep their own pace.
    ttl: 60 * 60,
  })
  // No calendar-wide zone: each event carries its group's, and stamps stay in UTC.
  calendar.timezone({ name: null, generator: vtimezone })
  for (const event of events) {
    const kickOff = fromLocalDateTime(event.start, event.timeZone)
    const end = new Date(kickOff.getTime() + event.durationMinutes * 60_000)
    calendar.createEvent({
      id: event.uid,
      sequence: event.sequence,
      // TZDate: ical-generator writes its wall clock in the zone under TZID.
      start: new TZDate(kickOff.getTime(), event.timeZone),
      end: new TZDate(end.getTime(), event.timeZone),
      timezone: event.timeZone,
      stamp: event.lastModified,
      lastModified: event.lastModified,
      summary: event.summary,
      location: event.location,
      description: event.description ?? null,
      url: event.url,
      status: event.status === 'CANCELLED' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    })
  }
  return calendar.toString()
}
