import type { NoticeKind } from '../notice.ts'
import { reminder, type Reminder, type ReminderRow } from './reminder.ts'

/** An organiser's 'Lembrar quem não respondeu': the reminder, now, with the tap's time. */
export type Nudge = Reminder & { sentAt: Date }

// The tap's time is part of the key: each nudge (6 hours apart at least) goes once per person.
export const nudgeKey = ({ row, sentAt }: Nudge) =>
  `nudge:${row.bidDayId}:${row.companyPlayerId}:${sentAt.getTime()}`

/**
 * The reminder's texts and one-tap answers (its hint: 'Você ainda não respondeu. Vai jogar?'),
 * through the same channels and the person's same choices, under the nudge's own key.
 */
export const nudge: NoticeKind<Nudge, ReminderRow> = {
  to: 'each player of the BID still pending when an organiser taps "Lembrar quem não respondeu"',
  email: { ...reminder.email!, key: nudgeKey },
  push: { ...reminder.push!, key: nudgeKey },
  whatsapp: { ...reminder.whatsapp!, key: nudgeKey },
}
