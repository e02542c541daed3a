/**
 * The calendar feed's events (ADR 037). A feed is a pure function of a list of these, gathered
 * from sources: the BIDs that exist, and (from the group's schedule) the dates not yet opened
 * and the dates skipped. Times are wall-clock in the group's time zone, as BIDs store them.
 */
export type CalendarEvent = {
  /** calendarUid(): one UID per group and game date, shared by a scheduled date and its BID. */
  uid: string
  /** Wall-clock start in timeZone, '2026-11-26T20:00:00'. */
  start: string
  durationMinutes: number
  /** IANA time zone, the group's. */
  timeZone: string
  summary: string
  location: string | null
  description?: string
  url: string
  status: 'CONFIRMED' | 'CANCELLED'
  /** Goes up each time the date, time or place change or the game is cancelled. */
  sequence: number
  lastModified: Date
  /**
   * Which of two events with one UID the feed keeps: a BID (1) over a scheduled date (0). A
   * source that has no better idea leaves it out (0).
   */
  precedence?: number
}

/** How long a game lasts in the calendar: a BID has a kick-off and no end. */
export const GAME_MINUTES = 90

/**
 * The UID of a group's game on a local date ('2026-11-26'): the scheduled date and the BID
 * opened for it share it, and a BID keeps the UID of the date it had before its first move.
 */
export function calendarUid(companyId: number, localDate: string, host: string): string {
  return `bid-${companyId}-${localDate.replaceAll('-', '')}@${host}`
}

function wins(a: CalendarEvent, b: CalendarEvent): boolean {
  const precedence = (a.precedence ?? 0) - (b.precedence ?? 0)
  if (precedence !== 0) return precedence > 0
  if (a.status !== b.status) return a.status === 'CONFIRMED'
  return a.lastModified.getTime() > b.lastModified.getTime()
}

/**
 * One event per UID, sorted by start. Among events sharing a UID the one of higher precedence
 * wins, then a game that happens over a cancelled one, then the newer. The kept event's
 * SEQUENCE is the sum of theirs plus one per extra event: each part only grows and events only
 * join a UID while its date is ahead, so the number never goes down when, say, a cancelled BID's
 * date gets a new BID.
 */
export function mergeCalendarEvents(events: readonly CalendarEvent[]): CalendarEvent[] {
  const byUid = new Map<string, { kept: CalendarEvent; sequence: number }>()
  for (const event of events) {
    const seen = byUid.get(event.uid)
    if (!seen) {
      byUid.set(event.uid, { kept: event, sequence: event.sequence })
      continue
    }
    seen.sequence += event.sequence + 1
    if (wins(event, seen.kept)) seen.kept = event
  }
  return [...byUid.values()]
    .map(({ kept, sequence }) => ({ ...kept, sequence }))
    .sort((a, b) => a.start.localeCompare(b.start) || a.uid.localeCompare(b.uid))
}
