import { queryOptions, useQuery } from '@tanstack/react-query'
import { type ReminderEmailsSetting } from '@bidfut/domain/contracts/reminders'
import * as profile from '@bidfut/domain/endpoints/profile'
import { apiCall } from '@/lib/api-client'
import { useSession } from '@/lib/session-store'

/** GET /profile/reminder-emails: whether the member gets reminders from the current pelada. */
export async function getReminderEmails(signal?: AbortSignal): Promise<ReminderEmailsSetting> {
  return apiCall(profile.reminderEmails, { signal })
}

/** Per membership: another pelada has its own choice. */
export const reminderEmailsKey = (companyPlayerId: number | undefined) =>
  ['accounts', 'reminder-emails', companyPlayerId] as const

export function reminderEmailsQueryOptions(companyPlayerId: number | undefined) {
  return queryOptions({
    queryKey: reminderEmailsKey(companyPlayerId),
    queryFn: ({ signal }) => getReminderEmails(signal),
    enabled: companyPlayerId !== undefined,
  })
}

export function useReminderEmails() {
  const session = useSession()
  return useQuery(reminderEmailsQueryOptions(session?.companyPlayerId))
}
