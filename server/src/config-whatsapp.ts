import { z } from 'zod'

/** An empty variable (`S3_BUCKET=` in a compose file) means unset, not an invalid value. */
export function unsetWhenEmpty<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => (value === '' ? undefined : value), schema.optional())
}

/** The WhatsApp Business Cloud API (ADR 051): the five together, or none (the channel is off). */
export const whatsappEnv = {
  WHATSAPP_ACCESS_TOKEN: unsetWhenEmpty(z.string()),
  WHATSAPP_PHONE_NUMBER_ID: unsetWhenEmpty(
    z.string().regex(/^\d+$/, 'use o id numérico do número'),
  ),
  WHATSAPP_APP_SECRET: unsetWhenEmpty(z.string().min(8, 'segredo do app curto demais')),
  WHATSAPP_VERIFY_TOKEN: unsetWhenEmpty(z.string().min(8, 'token de verificação curto demais')),
  WHATSAPP_BUSINESS_ACCOUNT_ID: unsetWhenEmpty(
    z.string().regex(/^\d+$/, 'use o id numérico da conta'),
  ),
  WHATSAPP_API_URL: z.string().url().default('https://graph.facebook.com/v23.0'),
  WHATSAPP_MAX_PER_SECOND: z.coerce.number().int().min(1).max(1000).default(20),
  WHATSAPP_MONTHLY_CAP_PER_GROUP: z.coerce.number().int().min(0).default(600),
}

type WhatsAppEnv = z.infer<z.ZodObject<typeof whatsappEnv>>

export type WhatsAppConfig = {
  accessToken: string
  phoneNumberId: string
  appSecret: string
  verifyToken: string
  businessAccountId: string
  /** The Graph API with its version: https://graph.facebook.com/v23.0. */
  apiUrl: string
  maxPerSecond: number
  monthlyCapPerGroup: number
}

const WHATSAPP_REQUIRED = [
  'WHATSAPP_ACCESS_TOKEN',
  'WHATSAPP_PHONE_NUMBER_ID',
  'WHATSAPP_APP_SECRET',
  'WHATSAPP_VERIFY_TOKEN',
  'WHATSAPP_BUSINESS_ACCOUNT_ID',
] as const

export function whatsAppConfigOf(
  e: WhatsAppEnv,
  invalid: (issues: { path: string[]; message: string }[]) => never,
): WhatsAppConfig | undefined {
  const missing = WHATSAPP_REQUIRED.filter((name) => e[name] === undefined)
  if (missing.length === WHATSAPP_REQUIRED.length) return undefined
  if (missing.length > 0) {
    const message = `defina ${WHATSAPP_REQUIRED.join(', ')} juntas, ou nenhuma (falta ${missing.join(', ')})`
    invalid([{ path: [missing[0]!], message }])
  }
  return {
    accessToken: e.WHATSAPP_ACCESS_TOKEN!,
    phoneNumberId: e.WHATSAPP_PHONE_NUMBER_ID!,
    appSecret: e.WHATSAPP_APP_SECRET!,
    verifyToken: e.WHATSAPP_VERIFY_TOKEN!,
    businessAccountId: e.WHATSAPP_BUSINESS_ACCOUNT_ID!,
    apiUrl: e.WHATSAPP_API_URL.replace(/\/$/, ''),
    maxPerSecond: e.WHATSAPP_MAX_PER_SECOND,
    monthlyCapPerGroup: e.WHATSAPP_MONTHLY_CAP_PER_GROUP,
  }
}
