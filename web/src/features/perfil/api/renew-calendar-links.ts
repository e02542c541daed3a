import { useMutation } from '@tanstack/react-query'
import { toast } from 'sonner'
import { type CalendarLinks } from '@bidfut/domain/contracts/calendar'
import * as calendar from '@bidfut/domain/endpoints/calendar'
import { apiCall } from '@/lib/api-client'
import { calendarLinksKey } from '@/lib/calendar-links'
import { errorMessage } from '@/lib/error-message'

export const CALENDAR_RENEWED = 'Link do calendário renovado.'
export const CALENDAR_RENEW_ERROR = 'Erro ao renovar o link do calendário'

/** POST /profile/calendar/renew: a new feed link; the old one stops working. */
export async function renewCalendarLinks(): Promise<CalendarLinks> {
  return apiCall(calendar.renewCalendarLinks)
}

export function useRenewCalendarLinks() {
  return useMutation({
    mutationKey: ['accounts', 'calendar', 'renew'],
    mutationFn: renewCalendarLinks,
    onSuccess: (links, _variables, _context, { client }) => {
      client.setQueryData<CalendarLinks>(calendarLinksKey, links)
      toast.success(CALENDAR_RENEWED, {
        description: 'Adicione o calendário de novo com o link novo.',
      })
    },
    onError: (error) => {
      toast.error(CALENDAR_RENEW_ERROR, { description: errorMessage(error) })
    },
  })
}
