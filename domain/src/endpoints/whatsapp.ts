import {
  whatsappAckSchema,
  whatsappBidParamsSchema,
  whatsappDeliveriesSchema,
  whatsappSettingSchema,
  whatsappUpdateSchema,
  whatsappUsageSchema,
  whatsappVerifyQuerySchema,
} from '../contracts/whatsapp.ts'
import { z } from 'zod'
import { endpoint } from './endpoint.ts'

/** 'Receber avisos pelo WhatsApp': the account's own choice (ADR 051). */
export const whatsappSetting = endpoint({
  method: 'GET',
  path: '/profile/whatsapp',
  responses: { 200: whatsappSettingSchema },
})

export const setWhatsappSetting = endpoint({
  method: 'PUT',
  path: '/profile/whatsapp',
  body: whatsappUpdateSchema,
  responses: { 200: whatsappSettingSchema },
})

/** Meta checks the webhook's address: the challenge back when the verify token matches. */
export const whatsappWebhookVerify = endpoint({
  method: 'GET',
  path: '/webhooks/whatsapp',
  query: whatsappVerifyQuerySchema,
  responses: { 200: z.string() },
})

/** Meta's events, signed (X-Hub-Signature-256); the raw body is read by the handler. */
export const whatsappWebhook = endpoint({
  method: 'POST',
  path: '/webhooks/whatsapp',
  responses: { 200: whatsappAckSchema },
})

/** Per notice of a BID: its WhatsApp messages sent, delivered, read and failed (organisers). */
export const whatsappDeliveries = endpoint({
  method: 'GET',
  path: '/bids/:bidDayId/whatsapp',
  params: whatsappBidParamsSchema,
  responses: { 200: whatsappDeliveriesSchema },
})

/** The group's WhatsApp messages of the month and its cap (organisers, /configuracoes). */
export const whatsappUsage = endpoint({
  method: 'GET',
  path: '/group-settings/whatsapp-usage',
  responses: { 200: whatsappUsageSchema },
})
