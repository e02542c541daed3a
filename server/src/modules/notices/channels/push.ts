import { enqueuePush } from '../../push/push.repo.ts'
import type { Channel } from '../notice.ts'

/**
 * One push per device of the kind's audience, in one statement whatever its size (job 'push');
 * the key makes each go once per device. The recipients do not matter: the audience says who,
 * less the accounts the notice reaches on WhatsApp (ADR 051).
 */
export const pushChannel: Channel = async (conn, kind, occurrence, _recipients, whatsappKey) => {
  const { push } = kind
  if (!push) return 0
  return enqueuePush(conn, {
    kind: push.kind,
    dedupeKey: push.key(occurrence),
    audience: push.audience(occurrence),
    payload: push.texts(occurrence),
    exceptOnWhatsApp: whatsappKey,
    notBefore: kind.notBefore?.(occurrence) ?? null,
  })
}
