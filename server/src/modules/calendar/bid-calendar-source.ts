import { calendarUid, GAME_MINUTES, type CalendarEvent } from '@bidfut/domain/rules/calendar-events'
import { toLocalDateTime } from '@bidfut/domain/rules/local-time'
import { mapsLinksLines } from '@bidfut/domain/rules/maps-links'
import type { Db } from '../../db/client.ts'
import * as repo from './calendar.repo.ts'

/** A group the feed's person plays in, as every source receives it. */
export type FeedGroup = { companyId: number; name: string; timeZone: string }

/** Where a source's events link to, and the host their UIDs name. */
export type FeedSite = { publicUrl: string; host: string }

/**
 * Something that knows some of the games of the person's groups. The feed is the merge of what
 * every source answers (mergeCalendarEvents): a source needs no knowledge of the others.
 */
export type CalendarSource = (request: {
  groups: readonly FeedGroup[]
  now: Date
  site: FeedSite
}) => Promise<CalendarEvent[]>

/** How far back the feed keeps games: a month of the season stays in the calendar. */
export const FEED_PAST_DAYS = 35

/** What a game's event says: where to answer, then 'Como chegar' when the place is set (ADR 061). */
export function gameDescription(first: string, location: string | null): string {
  return [first, ...mapsLinksLines(location)].join('\n')
}

/** A BID as a calendar event: its UID names the group and the date it had before any move. */
export function bidEvent(bid: repo.FeedBidRow, group: FeedGroup, site: FeedSite): CalendarEvent {
  const url = `${site.publicUrl}/check-in`
  const cancelled = bid.status === 'cancelled'
  return {
    uid: calendarUid(bid.companyId, bid.calendarDate, site.host),
    start: bid.dayOfMatch,
    durationMinutes: GAME_MINUTES,
    timeZone: group.timeZone,
    summary: `${group.name} — BID #${bid.number}${cancelled ? ' (cancelado)' : ''}`,
    location: bid.location,
    description: cancelled
      ? 'Este BID foi cancelado.'
      : gameDescription(`Confirme sua presença: ${url}`, bid.location),
    url,
    status: cancelled ? 'CANCELLED' : 'CONFIRMED',
    sequence: bid.calendarSequence,
    lastModified: bid.calendarChangedAt,
    precedence: 1,
  }
}

/** The BIDs that exist: each group's open BID and its games of the last weeks and ahead. */
export function bidCalendarSource(db: Db): CalendarSource {
  return async ({ groups, now, site }) => {
    const byId = new Map(groups.map((group) => [group.companyId, group]))
    // A day's slack covers every time zone: the date test is on wall-clock times.
    const since = toLocalDateTime(
      new Date(now.getTime() - (FEED_PAST_DAYS + 1) * 86_400_000),
      'UTC',
    )
    const bids = await repo.listFeedBids(db, [...byId.keys()], since)
    return apart(bids.map((bid) => ({ bid, event: bidEvent(bid, byId.get(bid.companyId)!, site) })))
  }
}

/**
 * Two games that both happen never share a UID: a BID moved off its date and then a new BID
 * opened on that date. The newer BID keeps the date's UID (the one a schedule shares); the
 * older takes one of its own, so the played game stays in the calendar. A cancelled BID keeps
 * its UID: the game now on its date replaces it (mergeCalendarEvents).
 */
function apart(found: { bid: repo.FeedBidRow; event: CalendarEvent }[]): CalendarEvent[] {
  const newestLive = new Map<string, number>()
  for (const { bid, event } of found) {
    if (event.status === 'CANCELLED') continue
    newestLive.set(event.uid, Math.max(newestLive.get(event.uid) ?? 0, bid.id))
  }
  return found.map(({ bid, event }) =>
    event.status === 'CANCELLED' || newestLive.get(event.uid) === bid.id
      ? event
      : { ...event, uid: event.uid.replace('@', `-${bid.id}@`) },
  )
}
