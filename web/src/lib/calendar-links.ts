import { queryOptions, useQuery } from '@tanstack/react-query'
import { type CalendarLinks } from '@bidfut/domain/contracts/calendar'
import * as calendar from '@bidfut/domain/endpoints/calendar'
import { apiCall } from '@/lib/api-client'
import { retryOnlyWhileUnreachable } from '@/lib/query-retry'

// GET /profile/calendar, shared by /perfil (which can renew the link) and /check-in.

/** The person's private feed and the links that subscribe to it (ADR 037). */
export async function getCalendarLinks(signal?: AbortSignal): Promise<CalendarLinks> {
  return apiCall(calendar.calendarLinks, { signal })
}

/** Per account: every group the person plays in is in the one feed. */
export const calendarLinksKey = ['accounts', 'calendar'] as const

export function calendarLinksQueryOptions() {
  return queryOptions({
    queryKey: calendarLinksKey,
    queryFn: ({ signal }) => getCalendarLinks(signal),
    // The link only changes when the person renews it, which sets it here.
    staleTime: Infinity,
    retry: retryOnlyWhileUnreachable,
  })
}

export function useCalendarLinks() {
  return useQuery(calendarLinksQueryOptions())
}

/** One BID's event, for a calendar that imports an .ics rather than subscribes. */
export const bidEventUrl = (links: CalendarLinks, bidDayId: number) =>
  `${links.eventBaseUrl}${bidDayId}.ics`
