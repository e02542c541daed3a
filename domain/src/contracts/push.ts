import { z } from 'zod'

/** What a device can be told (ADR 041); the last two reach a group's organisers only. */
export const pushKinds = [
  'bid-opened',
  'reminder',
  'promoted',
  'bid-changed',
  'rain-alert',
  'bid-full',
  // The money (ADR 038) and the night after (ADR 039): a member's own charges and vote.
  'charge',
  'craque-vote',
] as const
export type PushKind = (typeof pushKinds)[number]
export const organiserPushKinds: readonly PushKind[] = ['rain-alert', 'bid-full']

/** The switches in /perfil, in the order they show. */
export const pushKindLabels: Record<PushKind, string> = {
  'bid-opened': 'BID aberto',
  reminder: 'Lembrete dois dias antes do jogo',
  promoted: 'Você saiu da lista de espera',
  'bid-changed': 'BID alterado ou cancelado',
  'rain-alert': 'Alerta de chuva (organizadores)',
  'bid-full': 'BID lotado (organizadores)',
  charge: 'Cobranças',
  'craque-vote': 'BID finalizado: vote no craque',
}

const ENDPOINT_INVALID = 'Endereço de notificação inválido.'
export const P256DH_INVALID =
  'Chave de notificação inválida (keys.p256dh): o navegador deve enviar uma chave pública P-256 de 65 bytes.'
export const AUTH_INVALID =
  'Chave de notificação inválida (keys.auth): o navegador deve enviar um segredo de 16 bytes.'

/** The bytes of a base64url text (padding optional), or null when it is not base64url. */
export function base64urlBytes(text: string): Uint8Array | null {
  if (!/^[A-Za-z0-9_-]*={0,2}$/.test(text)) return null
  const bare = text.replace(/=+$/, '')
  if (bare.length % 4 === 1) return null
  const binary = atob(
    bare
      .replaceAll('-', '+')
      .replaceAll('_', '/')
      .padEnd(Math.ceil(bare.length / 4) * 4, '='),
  )
  return Uint8Array.from(binary, (char) => char.charCodeAt(0))
}

/**
 * A subscription's keys as RFC 8291 needs them: the browser's P-256 public key as an uncompressed
 * point (65 bytes, 0x04 first) and a 16-byte auth secret. Anything else can never be encrypted
 * to, so it is refused here rather than failing every push later. (The server also checks that
 * the point is on the curve.)
 */
const pushKey = (message: string, valid: (bytes: Uint8Array) => boolean) =>
  z
    .string({ message })
    .max(200, message)
    .refine((text) => {
      const bytes = base64urlBytes(text)
      return bytes !== null && valid(bytes)
    }, message)

/** A push endpoint as the browser gave it; the server checks its origin against the allowlist. */
export const pushEndpointSchema = z
  .string({ message: ENDPOINT_INVALID })
  .max(2048, ENDPOINT_INVALID)
  .url(ENDPOINT_INVALID)

/** PUT /push/subscriptions: this browser's subscription and the kinds it wants. */
export const pushSubscriptionRequestSchema = z.strictObject({
  endpoint: pushEndpointSchema,
  keys: z.object({
    p256dh: pushKey(P256DH_INVALID, (bytes) => bytes.length === 65 && bytes[0] === 4),
    auth: pushKey(AUTH_INVALID, (bytes) => bytes.length === 16),
  }),
  kinds: z
    .array(z.enum(pushKinds, { message: 'Tipo de notificação inválido.' }))
    .max(pushKinds.length),
})
export type PushSubscriptionRequest = z.infer<typeof pushSubscriptionRequestSchema>

/** GET and DELETE /push/subscriptions?endpoint=…: which browser. */
export const pushEndpointQuerySchema = z.strictObject({ endpoint: pushEndpointSchema })

/** This browser's notifications for the signed-in account; subscribed false: none. */
export const pushDeviceSchema = z.object({
  subscribed: z.boolean(),
  kinds: z.array(z.enum(pushKinds)),
})
export type PushDevice = z.infer<typeof pushDeviceSchema>

/** GET /push/config: the server's VAPID public key, for pushManager.subscribe(). */
export const pushConfigSchema = z.object({ publicKey: z.string() })
export type PushConfig = z.infer<typeof pushConfigSchema>

/** What the service worker receives and shows. Actions open their URL (a tap there answers). */
export const pushPayloadSchema = z.object({
  title: z.string(),
  body: z.string(),
  url: z.string(),
  tag: z.string(),
  actions: z.array(z.object({ action: z.string(), title: z.string(), url: z.string() })).optional(),
})
export type PushPayload = z.infer<typeof pushPayloadSchema>
