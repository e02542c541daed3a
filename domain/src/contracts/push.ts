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
  // Someone says they are a player of the register (ADR 049): the organisers confirm.
  'claim',
] as const
export type PushKind = (typeof pushKinds)[number]
export const organiserPushKinds: readonly PushKind[] = ['rain-alert', 'bid-full', 'claim']

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
  claim: 'Pedido para entrar como jogador (organizadores)',
}

const ENDPOINT_INVALID = 'Endereço de notificação inválido.'
const KEY_INVALID = 'Chave de notificação inválida.'
const base64url = (max: number) =>
  z
    .string({ message: KEY_INVALID })
    .max(max, KEY_INVALID)
    .regex(/^[A-Za-z0-9_-]+=*$/, KEY_INVALID)

/** A push endpoint as the browser gave it; the server checks its origin against the allowlist. */
export const pushEndpointSchema = z
  .string({ message: ENDPOINT_INVALID })
  .max(2048, ENDPOINT_INVALID)
  .url(ENDPOINT_INVALID)

/** PUT /push/subscriptions: this browser's subscription and the kinds it wants. */
export const pushSubscriptionRequestSchema = z.strictObject({
  endpoint: pushEndpointSchema,
  keys: z.object({ p256dh: base64url(200), auth: base64url(100) }),
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
