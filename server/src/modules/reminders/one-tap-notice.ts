import type { Tx } from '../../db/client.ts'
import { newOpaqueToken } from '../../lib/tokens.ts'
import { kickOffOf } from '../notices/game-time.ts'
import type { NoticeKind } from '../notices/notice.ts'
import type { Notices } from '../notices/notices.ts'
import type { Reminder, ReminderRow } from '../notices/kinds/reminder.ts'
import * as repo from './reminders.repo.ts'

/**
 * Queues a reminder-like notice (the reminder, the nudge) to one member with a fresh one-tap
 * link (ADR 024), in the caller's transaction. WhatsApp, for whoever chose it, claims it: its
 * buttons answer (ADR 051), and the email and push leave that person out. Else the email (when
 * wanted) claims it; without one, the push does (same key). The link is stored only when
 * something was queued; answers whether it was.
 */
export async function queueOneTapNotice<O extends Reminder>(
  tx: Tx,
  notices: Notices,
  kind: NoticeKind<O, ReminderRow>,
  due: Omit<O, 'token'>,
): Promise<boolean> {
  const { token, hash } = newOpaqueToken()
  const occurrence = { ...due, token } as O
  const { row } = occurrence
  const { whatsapp, email, push } = notices.channels
  if ((await whatsapp(tx, kind, occurrence, [row])) > 0) return true
  const emailed = row.email === null ? null : (await email(tx, kind, occurrence, [row])) > 0
  if (emailed === false) return false
  const pushed = await push(tx, kind, occurrence, [row])
  const inserted = emailed === true || pushed > 0
  if (inserted) {
    await repo.insertReminderLink(tx, {
      tokenHash: hash,
      companyId: row.companyId,
      bidDayId: row.bidDayId,
      companyPlayerId: row.companyPlayerId,
      expiresAt: kickOffOf(row),
    })
  }
  return inserted
}
