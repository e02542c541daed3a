import type { WhatsAppConfig } from '../../config-whatsapp.ts'
import type { Db } from '../../db/client.ts'
import { createWhatsAppInbound, type ButtonCheckIn, type ChargeReport } from './inbound.ts'
import { findMessages } from './outbox.repo.ts'
import { createWhatsAppClient } from './whatsapp-client.ts'
import { createWhatsAppDelivery, fallBack } from './whatsapp-delivery.ts'

/** The channel's two jobs' work: sending the outbox, and what the webhook received (ADR 051). */
export function createWhatsAppChannel(
  db: Db,
  config: WhatsAppConfig,
  publicUrl: string,
  checkIn: ButtonCheckIn,
  charges: ChargeReport,
) {
  const client = createWhatsAppClient(config)
  const delivery = createWhatsAppDelivery({
    db,
    client,
    maxPerSecond: config.maxPerSecond,
    monthlyCapPerGroup: config.monthlyCapPerGroup,
    publicUrl,
  })
  const inbound = createWhatsAppInbound({
    db,
    publicUrl,
    checkIn,
    charges,
    fallBack: async (messageId) => {
      const [row] = await findMessages(db, [messageId])
      if (row) await fallBack(db, row, publicUrl)
    },
  })
  return { client, delivery, inbound }
}
