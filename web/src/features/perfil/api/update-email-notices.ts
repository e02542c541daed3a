import { useMutation } from '@tanstack/react-query'
import { toast } from 'sonner'
import { type EmailNoticesSetting } from '@bidfut/domain/contracts/reminders'
import * as profile from '@bidfut/domain/endpoints/profile'
import { apiCall } from '@/lib/api-client'
import { errorMessage } from '@/lib/error-message'
import { useSession } from '@/lib/session-store'
import { emailNoticesKey } from './get-email-notices'

export const EMAIL_NOTICES_SAVED = 'Preferência de email salva.'
export const EMAIL_NOTICES_SAVE_ERROR = 'Erro ao salvar a preferência de email'

/** PUT /profile/email-notices. */
export async function updateEmailNotices(
  setting: EmailNoticesSetting,
): Promise<EmailNoticesSetting> {
  return apiCall(profile.setEmailNotices, { body: setting })
}

/** The switch moves at once and goes back if the call fails. */
export function useUpdateEmailNotices() {
  const queryKey = emailNoticesKey(useSession()?.companyPlayerId)
  return useMutation({
    mutationKey: ['accounts', 'email-notices'],
    mutationFn: updateEmailNotices,
    onMutate: async (setting, { client }) => {
      await client.cancelQueries({ queryKey })
      const previous = client.getQueryData<EmailNoticesSetting>(queryKey)
      client.setQueryData<EmailNoticesSetting>(queryKey, setting)
      return { previous }
    },
    onSuccess: (saved, _setting, _context, { client }) => {
      client.setQueryData<EmailNoticesSetting>(queryKey, saved)
      toast.success(EMAIL_NOTICES_SAVED)
    },
    onError: (error, _setting, context, { client }) => {
      if (context?.previous) client.setQueryData(queryKey, context.previous)
      toast.error(EMAIL_NOTICES_SAVE_ERROR, { description: errorMessage(error) })
    },
  })
}
