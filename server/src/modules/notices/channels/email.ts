import { enqueueEmail } from '../../mail/outbox.repo.ts'
import { emailsOnWhatsApp } from '../../whatsapp/outbox.repo.ts'
import type { Channel } from '../notice.ts'

/**
 * One outbox email per recipient with an address; the key makes each go once (job 'email').
 * Whoever the notice reaches on WhatsApp is left out: they get it there (ADR 051).
 */
export const emailChannel: Channel = async (conn, kind, occurrence, recipients, whatsappKey) => {
  const { email } = kind
  if (!email) return 0
  const onWhatsApp = whatsappKey ? await emailsOnWhatsApp(conn, whatsappKey) : new Set()
  let queued = 0
  for (const recipient of recipients) {
    if (!recipient.email || onWhatsApp.has(recipient.email.toLowerCase())) continue
    const inserted = await enqueueEmail(conn, {
      dedupeKey: email.key(occurrence, recipient),
      to: recipient.email,
      companyId: recipient.companyId,
      headers: email.headers?.(occurrence, recipient) ?? null,
      notBefore: kind.notBefore?.(occurrence) ?? null,
      ...email.texts(occurrence, recipient),
    })
    if (inserted) queued += 1
  }
  return queued
}
