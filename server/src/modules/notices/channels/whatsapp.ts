import { enqueueNotices } from '../../whatsapp/outbox.repo.ts'
import { TEMPLATES } from '../../whatsapp/templates.ts'
import type { Channel, NoticeKind, Recipient } from '../notice.ts'

let channelOn = false

/** Whether this server sends WhatsApp at all: set once at boot from its configuration. */
export function setWhatsAppChannel(on: boolean) {
  channelOn = on
}

/**
 * The key under which a kind's notice goes by WhatsApp, when it can: whoever has a message under
 * it gets the notice there (or by its fallback), not by the notice's email and push (ADR 051).
 */
export const whatsappKeyOf = <O, R extends Recipient>(kind: NoticeKind<O, R>, occurrence: O) =>
  channelOn && kind.whatsapp ? kind.whatsapp.key(occurrence) : null

/**
 * One template message per member who opted in and kept the kind on, in one statement (job
 * 'whatsapp'); the key makes each go once per person. Like push, the kind says who.
 */
export const whatsappChannel: Channel = async (conn, kind, occurrence) => {
  const { whatsapp } = kind
  if (!whatsapp || !channelOn) return 0
  const to = whatsapp.to(occurrence)
  const template = TEMPLATES[whatsapp.template ?? whatsapp.notice]
  return enqueueNotices(conn, whatsapp.notice, template.name, [
    {
      companyId: to.companyId,
      companyPlayerId: to.companyPlayerId ?? null,
      confirmedOnly: to.confirmedOnly ?? false,
      except: to.except ?? [],
      only: to.only ?? null,
      notBefore: kind.notBefore?.(occurrence) ?? null,
      dedupeKey: whatsapp.key(occurrence),
      params: whatsapp.params(occurrence),
      bidDayId: whatsapp.bidDayId?.(occurrence) ?? null,
      chargeId: whatsapp.chargeId?.(occurrence) ?? null,
    },
  ])
}
