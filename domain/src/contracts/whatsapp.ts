import { z } from 'zod'
import { toE164 } from '../rules/whatsapp-phone.ts'
import { pathIdField } from './ids.ts'

/** The notices that can go by WhatsApp (ADR 051), each a template; /perfil turns them off one by one. */
export const whatsappNotices = [
  'bid-opened',
  'reminder',
  'promoted',
  'bid-moved',
  'bid-cancelled',
  'charge',
  'craque',
  'auto-confirmed',
  'guarantee-lost',
  'date-skipped',
] as const
export type WhatsAppNotice = (typeof whatsappNotices)[number]

export const whatsappNoticeLabels: Record<WhatsAppNotice, string> = {
  'bid-opened': 'BID aberto',
  reminder: 'Lembrete do jogo',
  promoted: 'Vaga liberada para você',
  'bid-moved': 'BID alterado',
  'bid-cancelled': 'BID cancelado',
  charge: 'Cobranças',
  craque: 'Craque da partida',
  'auto-confirmed': 'Confirmado automaticamente',
  'guarantee-lost': 'Sem vaga garantida',
  'date-skipped': 'Data sem jogo',
}

export const whatsappSources = ['perfil', 'entrada', 'whatsapp'] as const

export const PHONE_INVALID = 'Celular inválido: informe DDD e número, como (11) 98765-4321'

/** 'Receber avisos pelo WhatsApp': the person's own choice, with the number it goes to. */
export const whatsappSettingSchema = z.object({
  optIn: z.boolean(),
  phone: z.string().nullable(),
  optedInAt: z.string().nullable(),
  source: z.enum(whatsappSources).nullable(),
  kindsOff: z.array(z.enum(whatsappNotices)),
  /** Whether this server sends WhatsApp at all (the channel is configured). */
  available: z.boolean(),
})
export type WhatsAppSetting = z.infer<typeof whatsappSettingSchema>

export const whatsappUpdateSchema = z.strictObject({
  optIn: z.boolean({ message: 'Informe se deseja receber avisos pelo WhatsApp' }),
  /** Any way of writing it; kept in E.164. Without it, the profile's phone. */
  phone: z
    .string()
    .max(30, PHONE_INVALID)
    .refine((phone) => toE164(phone) !== null, PHONE_INVALID)
    .optional(),
  kindsOff: z
    .array(z.enum(whatsappNotices, { message: 'Tipo de aviso desconhecido' }))
    .max(whatsappNotices.length)
    .optional(),
  /** Where the person said yes (the join screen says 'entrada'). */
  source: z.enum(['perfil', 'entrada']).optional(),
})
export type WhatsAppUpdate = z.infer<typeof whatsappUpdateSchema>

/** Meta's verification of the webhook's address. */
export const whatsappVerifyQuerySchema = z.object({
  'hub.mode': z.string().max(50).optional(),
  'hub.verify_token': z.string().max(200).optional(),
  'hub.challenge': z.string().max(200).optional(),
})

export const whatsappAckSchema = z.object({ received: z.literal(true) })

/** A notice's WhatsApp messages, as the organiser sees them on /bid-atual. */
export const whatsappDeliverySchema = z.object({
  notice: z.enum(whatsappNotices),
  sent: z.number().int(),
  delivered: z.number().int(),
  read: z.number().int(),
  failed: z.number().int(),
  /** 'WhatsApp: 18 entregues, 12 lidas, 1 falhou'. */
  summary: z.string(),
})
export const whatsappDeliveriesSchema = z.object({
  deliveries: z.array(whatsappDeliverySchema),
})
export type WhatsAppDeliveries = z.infer<typeof whatsappDeliveriesSchema>

export const whatsappBidParamsSchema = z.object({ bidDayId: pathIdField() })

/** The group's WhatsApp messages this month, against the cap (/configuracoes). */
export const whatsappUsageSchema = z.object({
  available: z.boolean(),
  month: z.string(),
  messages: z.number().int(),
  cap: z.number().int(),
})
export type WhatsAppUsage = z.infer<typeof whatsappUsageSchema>
