import { whatsappUpdateSchema, type WhatsAppUpdate } from '@bidfut/domain/contracts/whatsapp'
import * as whatsapp from '@bidfut/domain/endpoints/whatsapp'
import { apiCall } from '@/lib/api-client'

/** The join's WhatsApp choice as PUT /profile/whatsapp takes it, or its field's message. */
export function whatsappJoinUpdate(choice: { on: boolean; phone: string }) {
  if (!choice.on) return { update: null }
  const parsed = whatsappUpdateSchema.safeParse({
    optIn: true,
    phone: choice.phone,
    source: 'entrada',
  })
  return parsed.success
    ? { update: parsed.data }
    : { update: null, error: parsed.error.issues[0]?.message }
}

/** Once joined and signed in: the person's own opt-in, by the same PUT as /perfil's. */
export function saveWhatsAppJoin(update: WhatsAppUpdate) {
  return apiCall(whatsapp.setWhatsappSetting, { body: update })
}
