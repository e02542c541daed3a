import { enqueueNotices } from '../../whatsapp/outbox.repo.ts'
import { TEMPLATES } from '../../whatsapp/templates.ts'
import type { Channel } from '../notice.ts'

/**
 * One template message per member who opted in and kept the kind on, in one statement (job
 * 'whatsapp'); the key makes each go once per person. Like push, the kind says who. Only where
 * the app sends WhatsApp (createNotices).
 */
export const whatsappChannel: Channel = async (conn, kind, occurrence) => {
  const { whatsapp } = kind
  if (!whatsapp) return 0
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
