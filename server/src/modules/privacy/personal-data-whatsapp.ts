import { eq, inArray } from 'drizzle-orm'
import { whatsappButtons, whatsappConsents, whatsappOutbox } from '../../db/schema/whatsapp.ts'
import type { PersonalTable } from './person.ts'

/**
 * The LGPD map's entries for the WhatsApp channel (ADR 051): the person's consent (number, date,
 * source, kinds turned off) and the messages sent to them with their statuses. An erasure deletes
 * them; the webhook's events are kept only until worked.
 */
export const WHATSAPP_DATA: Record<string, PersonalTable> = {
  whatsapp_consents: {
    export: (tx, p) =>
      tx
        .select({
          optIn: whatsappConsents.optIn,
          phone: whatsappConsents.phone,
          optedInAt: whatsappConsents.optedInAt,
          source: whatsappConsents.source,
          kindsOff: whatsappConsents.kindsOff,
          updatedAt: whatsappConsents.updatedAt,
        })
        .from(whatsappConsents)
        .where(eq(whatsappConsents.playerId, p.playerId)),
    erase: (tx, p) => tx.delete(whatsappConsents).where(eq(whatsappConsents.playerId, p.playerId)),
  },
  whatsapp_outbox: {
    export: (tx, p) =>
      tx
        .select({
          notice: whatsappOutbox.notice,
          template: whatsappOutbox.template,
          params: whatsappOutbox.params,
          text: whatsappOutbox.textBody,
          phone: whatsappOutbox.phone,
          status: whatsappOutbox.status,
          delivery: whatsappOutbox.delivery,
          createdAt: whatsappOutbox.createdAt,
          sentAt: whatsappOutbox.sentAt,
        })
        .from(whatsappOutbox)
        .where(eq(whatsappOutbox.playerId, p.playerId))
        .orderBy(whatsappOutbox.id),
    // Gone with the account (on delete cascade); deleted here too, whatever the order.
    erase: (tx, p) => tx.delete(whatsappOutbox).where(eq(whatsappOutbox.playerId, p.playerId)),
  },
  whatsapp_buttons: {
    // Hashes of one-use payloads: nothing readable; they go with their messages.
    export: async () => [],
    erase: (tx, p) =>
      tx
        .delete(whatsappButtons)
        .where(
          inArray(
            whatsappButtons.messageId,
            tx
              .select({ id: whatsappOutbox.id })
              .from(whatsappOutbox)
              .where(eq(whatsappOutbox.playerId, p.playerId)),
          ),
        ),
  },
  whatsapp_events: {
    notPersonal:
      'what Meta’s webhook posted (a number and its text), deleted a week after it was worked; what it changed is in the tables above',
  },
  whatsapp_send_seconds: { notPersonal: 'how many messages went out in each second, by anyone' },
  whatsapp_monthly_usage: { notPersonal: 'the group’s count of WhatsApp messages per month' },
}
