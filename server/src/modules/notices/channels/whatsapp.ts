import { enqueueNotices } from '../../whatsapp/outbox.repo.ts'
import { TEMPLATES } from '../../whatsapp/templates.ts'
import type { Channel } from '../notice.ts'

/**
 * One template message per member who opted in and kept the kind on, in one statement (job
 * 'whatsapp'); the key makes each go once per person. Like push, the kind says who.
 */
export const whatsappChannel: Channel = async (conn, kind, occurrence) => {
  const { whatsapp } = kind
  if (!whatsapp) return 0
  const to = whatsapp.to(occurrence)
  return enqueueNotices(conn, whatsapp.notice, TEMPLATES[whatsapp.notice].name, [
    {
      companyId: to.companyId,
      companyPlayerId: to.companyPlayerId ?? null,
      confirmedOnly: to.confirmedOnly ?? false,
      dedupeKey: whatsapp.key(occurrence),
      params: whatsapp.params(occurrence),
      bidDayId: whatsapp.bidDayId?.(occurrence) ?? null,
    },
  ])
}
