import { useMutation } from '@tanstack/react-query'
import {
  type ReminderAnswer,
  type ReminderAnswerResponse,
  type ReminderLink,
} from '@bidfut/domain/contracts/reminders'
import * as reminders from '@bidfut/domain/endpoints/reminders'
import { apiCall } from '@/lib/api-client'
import { reminderLinkKey } from './get-reminder-link'

/**
 * POST /reminders/{token}/answer (public): 'vou' checks in, 'nao-vou' declares absence, 'sair'
 * stops the reminder emails. Refusals (link used, expired, BID full or closed) are 409/410
 * with the check-in screen's pt-BR messages.
 */
export async function answerReminder(
  token: string,
  answer: ReminderAnswer,
): Promise<ReminderAnswerResponse> {
  return apiCall(reminders.answerReminder, { params: { token }, auth: false, body: { answer } })
}

export function useAnswerReminder(token: string) {
  return useMutation({
    mutationKey: ['reminders', 'answer', token],
    mutationFn: (answer: ReminderAnswer) => answerReminder(token, answer),
    onSuccess: (response, _answer, _context, { client }) => {
      // The new status at once; the refetch below brings the confirmed count.
      client.setQueryData<ReminderLink>(reminderLinkKey(token), (link) =>
        link ? { ...link, status: response.status } : link,
      )
    },
    onSettled: async (_response, _error, _answer, _context, { client }) => {
      await client.invalidateQueries({ queryKey: reminderLinkKey(token) })
    },
  })
}
