import { useMutation } from '@tanstack/react-query'
import { toast } from 'sonner'
import { type ReminderEmailsSetting } from '@bidfut/domain/contracts/reminders'
import * as profile from '@bidfut/domain/endpoints/profile'
import { apiCall } from '@/lib/api-client'
import { errorMessage } from '@/lib/error-message'
import { useSession } from '@/lib/session-store'
import { reminderEmailsKey } from './get-reminder-emails'

export const REMINDERS_ON = 'Lembretes por email ativados.'
export const REMINDERS_OFF = 'Lembretes por email desativados.'
export const REMINDERS_SAVE_ERROR = 'Erro ao salvar lembretes'

/** PUT /profile/reminder-emails. */
export async function updateReminderEmails(
  setting: ReminderEmailsSetting,
): Promise<ReminderEmailsSetting> {
  return apiCall(profile.setReminderEmails, { body: setting })
}

/** The switch moves at once and goes back if the call fails. */
export function useUpdateReminderEmails() {
  const queryKey = reminderEmailsKey(useSession()?.companyPlayerId)
  return useMutation({
    mutationKey: ['accounts', 'reminder-emails'],
    mutationFn: updateReminderEmails,
    onMutate: async (setting, { client }) => {
      await client.cancelQueries({ queryKey })
      const previous = client.getQueryData<ReminderEmailsSetting>(queryKey)
      client.setQueryData<ReminderEmailsSetting>(queryKey, setting)
      return { previous }
    },
    onSuccess: (saved, _setting, _context, { client }) => {
      client.setQueryData<ReminderEmailsSetting>(queryKey, saved)
      toast.success(saved.receiveReminderEmails ? REMINDERS_ON : REMINDERS_OFF)
    },
    onError: (error, _setting, context, { client }) => {
      if (context?.previous) client.setQueryData(queryKey, context.previous)
      toast.error(REMINDERS_SAVE_ERROR, { description: errorMessage(error) })
    },
  })
}
