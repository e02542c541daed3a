import { enqueueEmail } from '../../mail/outbox.repo.ts'
import type { Channel } from '../notice.ts'

/** One outbox email per recipient with an address; the key makes each go once (job 'email'). */
export const emailChannel: Channel = async (conn, kind, occurrence, recipients) => {
  const { email } = kind
  if (!email) return 0
  let queued = 0
  for (const recipient of recipients) {
    if (!recipient.email) continue
    const inserted = await enqueueEmail(conn, {
      dedupeKey: email.key(occurrence, recipient),
      to: recipient.email,
      companyId: recipient.companyId,
      headers: email.headers?.(occurrence, recipient) ?? null,
      ...email.texts(occurrence, recipient),
    })
    if (inserted) queued += 1
  }
  return queued
}
