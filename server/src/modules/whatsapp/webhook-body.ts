import { createHmac, timingSafeEqual } from 'node:crypto'
import { z } from 'zod'

// What Meta's webhook posts (the 'messages' field of a WhatsApp Business Account): only the
// parts we use are read; the rest is let through unread.

const inboundMessage = z.object({
  id: z.string().min(1).max(256),
  from: z.string().regex(/^\d{6,20}$/),
  timestamp: z.string().max(20).optional(),
  type: z.string().max(40),
  text: z.object({ body: z.string().max(4096) }).optional(),
  button: z.object({ payload: z.string().max(512), text: z.string().max(100) }).optional(),
})
export type InboundMessage = z.infer<typeof inboundMessage>

const inboundStatus = z.object({
  id: z.string().min(1).max(256),
  status: z.string().max(20),
  recipient_id: z.string().max(30).optional(),
})
export type InboundStatus = z.infer<typeof inboundStatus>

const webhookBody = z.object({
  object: z.literal('whatsapp_business_account'),
  entry: z
    .array(
      z.object({
        id: z.string().max(40),
        changes: z
          .array(
            z.object({
              field: z.string().max(60),
              value: z.object({
                metadata: z.object({ phone_number_id: z.string().max(40) }).optional(),
                messages: z.array(inboundMessage).max(100).optional(),
                statuses: z.array(inboundStatus).max(1000).optional(),
              }),
            }),
          )
          .max(100),
      }),
    )
    .max(100),
})

const DELIVERY_STATUSES = new Set(['sent', 'delivered', 'read', 'failed'])

export type WebhookPayload =
  { kind: 'message'; message: InboundMessage } | { kind: 'status'; status: InboundStatus }

/**
 * The signature Meta sends in X-Hub-Signature-256 ('sha256=' and the HMAC-SHA256 of the raw body
 * with the app secret), compared in constant time.
 */
export function isSignedByMeta(raw: Buffer, header: unknown, appSecret: string): boolean {
  if (typeof header !== 'string' || !header.startsWith('sha256=')) return false
  const given = Buffer.from(header.slice(7), 'hex')
  const expected = createHmac('sha256', appSecret).update(raw).digest()
  return given.length === expected.length && timingSafeEqual(given, expected)
}

/**
 * The events of a signed body addressed to our number: messages and delivery statuses. Answers
 * null when the body is not a webhook's (nothing is kept then).
 */
export function eventsOf(raw: Buffer, phoneNumberId: string): WebhookPayload[] | null {
  let json: unknown
  try {
    json = JSON.parse(raw.toString('utf8'))
  } catch {
    return null
  }
  const parsed = webhookBody.safeParse(json)
  if (!parsed.success) return null
  return parsed.data.entry.flatMap((entry) =>
    entry.changes.flatMap(({ field, value }) => {
      if (field !== 'messages' || value.metadata?.phone_number_id !== phoneNumberId) return []
      return [
        ...(value.messages ?? []).map((message) => ({ kind: 'message' as const, message })),
        ...(value.statuses ?? [])
          .filter((status) => DELIVERY_STATUSES.has(status.status))
          .map((status) => ({ kind: 'status' as const, status })),
      ]
    }),
  )
}
