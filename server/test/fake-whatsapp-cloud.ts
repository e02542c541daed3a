import { createHmac, randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { z } from 'zod'
import {
  parameterCount,
  TEMPLATE_CATEGORY,
  TEMPLATE_LANGUAGE,
  TEMPLATES,
  templateNamed,
} from '../src/modules/whatsapp/templates.ts'

/**
 * A local WhatsApp Cloud API (Graph API v23.0) for tests, journeys and the bench, built from
 * Meta's business-messaging OpenAPI document: `POST /{phone-number-id}/messages` (template and
 * text messages), `POST|GET /{waba-id}/message_templates`. Every request is checked against the
 * documented shapes and against the repository's template definitions (name, language, body
 * parameter count, the buttons' indexes and payloads); a request that does not fit is answered as
 * Meta does (400, OAuthException code 100) and kept in `violations`, which tests expect empty. It
 * also builds the webhooks Meta would send, signed with the app secret: a button tap, a text, a
 * delivery status.
 */
export const FAKE_WHATSAPP = {
  accessToken: 'fake-whatsapp-token',
  phoneNumberId: '100200300400',
  businessAccountId: '900800700',
  appSecret: 'segredo-do-app-whatsapp',
  verifyToken: 'token-de-verificacao',
}

/** The app's environment for a fake at `url` (its version in the path, as Meta's). */
export const whatsappEnv = (url: string, extra: Record<string, string> = {}) => ({
  WHATSAPP_ACCESS_TOKEN: FAKE_WHATSAPP.accessToken,
  WHATSAPP_PHONE_NUMBER_ID: FAKE_WHATSAPP.phoneNumberId,
  WHATSAPP_BUSINESS_ACCOUNT_ID: FAKE_WHATSAPP.businessAccountId,
  WHATSAPP_APP_SECRET: FAKE_WHATSAPP.appSecret,
  WHATSAPP_VERIFY_TOKEN: FAKE_WHATSAPP.verifyToken,
  WHATSAPP_API_URL: url,
  ...extra,
})

const parameter = z.strictObject({ type: z.literal('text'), text: z.string().min(1).max(1024) })
const component = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('body'), parameters: z.array(parameter) }),
  z.strictObject({
    type: z.literal('button'),
    sub_type: z.enum(['quick_reply', 'url']),
    index: z.string().regex(/^\d$/),
    parameters: z
      .array(
        z.union([
          z.strictObject({ type: z.literal('payload'), payload: z.string().min(1).max(256) }),
          parameter,
        ]),
      )
      .length(1),
  }),
])
const sendRequest = z.discriminatedUnion('type', [
  z.strictObject({
    messaging_product: z.literal('whatsapp'),
    recipient_type: z.literal('individual').optional(),
    to: z.string().regex(/^\d{8,15}$/),
    type: z.literal('template'),
    template: z.strictObject({
      name: z.string(),
      language: z.strictObject({ code: z.string() }),
      components: z.array(component).optional(),
    }),
  }),
  z.strictObject({
    messaging_product: z.literal('whatsapp'),
    recipient_type: z.literal('individual').optional(),
    to: z.string().regex(/^\d{8,15}$/),
    type: z.literal('text'),
    text: z.strictObject({
      preview_url: z.boolean().optional(),
      body: z.string().min(1).max(4096),
    }),
  }),
])
type SendRequest = z.infer<typeof sendRequest>

const templateRequest = z.strictObject({
  name: z.string().regex(/^[a-z0-9_]{1,512}$/),
  language: z.string(),
  category: z.enum(['UTILITY', 'MARKETING', 'AUTHENTICATION']),
  components: z.array(
    z.union([
      z.strictObject({
        type: z.literal('BODY'),
        text: z.string().min(1).max(1024),
        example: z.strictObject({ body_text: z.array(z.array(z.string())) }).optional(),
      }),
      z.strictObject({
        type: z.literal('BUTTONS'),
        buttons: z
          .array(
            z.union([
              z.strictObject({ type: z.literal('QUICK_REPLY'), text: z.string().min(1).max(25) }),
              z.strictObject({
                type: z.literal('URL'),
                text: z.string().min(1).max(25),
                url: z.string().url(),
                example: z.array(z.string()).optional(),
              }),
            ]),
          )
          .max(10),
      }),
    ]),
  ),
})

export type SentMessage = {
  wamid: string
  to: string
  template: string | null
  params: string[]
  /** Quick-reply payloads by the button's text ('Vou jogar'). */
  payloads: Record<string, string>
  /** The URL button's parameter, when it has one. */
  urlParam: string | null
  text: string | null
  at: number
}

/** What a template message must be, per the repository's definition: null when it fits. */
function templateViolation(request: Extract<SendRequest, { type: 'template' }>): string | null {
  const definition = templateNamed(request.template.name)
  if (!definition) return `unknown template ${request.template.name}`
  if (request.template.language.code !== TEMPLATE_LANGUAGE) return 'language must be pt_BR'
  const components = request.template.components ?? []
  const body = components.filter((c) => c.type === 'body')
  const params = body[0]?.parameters ?? []
  if (body.length > 1 || params.length !== parameterCount(definition.body)) {
    return `${definition.name} takes ${parameterCount(definition.body)} body parameters, got ${params.length}`
  }
  const buttons = components.filter((c) => c.type === 'button')
  const quickReplies = definition.buttons.filter((b) => b.type === 'QUICK_REPLY').length
  if (buttons.filter((b) => b.sub_type === 'quick_reply').length !== quickReplies) {
    return `${definition.name} has ${quickReplies} quick replies, each needs its payload`
  }
  for (const button of buttons) {
    const declared = definition.buttons[Number(button.index)]
    const expected = button.sub_type === 'quick_reply' ? 'QUICK_REPLY' : 'URL'
    if (declared?.type !== expected) return `button ${button.index} is not a ${expected}`
  }
  // A URL button whose link has a parameter needs exactly that one, as Meta checks.
  for (const [index, declared] of definition.buttons.entries()) {
    if (declared.type !== 'URL' || parameterCount(declared.path) === 0) continue
    const sent = buttons.find((b) => b.sub_type === 'url' && Number(b.index) === index)
    if (sent?.parameters.length !== 1) return `URL button ${index} needs its one parameter`
  }
  return null
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
    request.on('error', reject)
  })
}

export type FakeFailure = { status: number; code: number; retryAfter?: number }

export async function startFakeWhatsAppCloud(options: { delayMs?: number; port?: number } = {}) {
  const sent: SentMessage[] = []
  const violations: string[] = []
  const failures: FakeFailure[] = []
  const templates = new Map<string, string>()
  let requests = 0

  const answer = (response: ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body))
  }
  const refuse = (response: ServerResponse, message: string) => {
    violations.push(message)
    answer(response, 400, { error: { message, type: 'OAuthException', code: 100 } })
  }

  async function onMessages(request: IncomingMessage, response: ServerResponse) {
    const parsed = sendRequest.safeParse(JSON.parse(await readBody(request)))
    if (!parsed.success) return refuse(response, `send: ${parsed.error.message}`)
    const message = parsed.data
    if (message.type === 'template') {
      const violation = templateViolation(message)
      if (violation) return refuse(response, violation)
    }
    const failure = failures.shift()
    if (failure) {
      const headers = failure.retryAfter ? { 'retry-after': String(failure.retryAfter) } : {}
      response.writeHead(failure.status, { 'content-type': 'application/json', ...headers })
      return response.end(
        JSON.stringify({ error: { message: 'fake failure', code: failure.code } }),
      )
    }
    if (options.delayMs) await new Promise((r) => setTimeout(r, options.delayMs))
    const wamid = `wamid.${randomBytes(12).toString('hex')}`
    const definition =
      message.type === 'template' ? templateNamed(message.template.name) : undefined
    const components = message.type === 'template' ? (message.template.components ?? []) : []
    const payloads: Record<string, string> = {}
    for (const c of components) {
      if (c.type !== 'button' || c.sub_type !== 'quick_reply') continue
      const declared = definition?.buttons[Number(c.index)]
      const p = c.parameters[0]
      if (declared && p && 'payload' in p) payloads[declared.text] = p.payload
    }
    sent.push({
      wamid,
      to: message.to,
      template: message.type === 'template' ? message.template.name : null,
      params: components.flatMap((c) => (c.type === 'body' ? c.parameters.map((p) => p.text) : [])),
      payloads,
      urlParam:
        components.flatMap((c) =>
          c.type === 'button' && c.sub_type === 'url'
            ? c.parameters.flatMap((p) => ('text' in p ? [p.text] : []))
            : [],
        )[0] ?? null,
      text: message.type === 'text' ? message.text.body : null,
      at: Date.now(),
    })
    answer(response, 200, {
      messaging_product: 'whatsapp',
      contacts: [{ input: message.to, wa_id: message.to }],
      messages: [{ id: wamid }],
    })
  }

  async function onTemplates(request: IncomingMessage, response: ServerResponse) {
    if (request.method === 'GET') {
      const data = [...templates].map(([name, status]) => ({
        name,
        status,
        language: TEMPLATE_LANGUAGE,
        id: `tpl-${name}`,
      }))
      return answer(response, 200, { data })
    }
    const parsed = templateRequest.safeParse(JSON.parse(await readBody(request)))
    if (!parsed.success) return refuse(response, `template: ${parsed.error.message}`)
    const definition = templateNamed(parsed.data.name)
    const body = parsed.data.components.find((c) => c.type === 'BODY')
    if (
      !definition ||
      parsed.data.language !== TEMPLATE_LANGUAGE ||
      parsed.data.category !== TEMPLATE_CATEGORY ||
      body?.text !== definition.body
    ) {
      return refuse(response, `template ${parsed.data.name} differs from its definition`)
    }
    templates.set(parsed.data.name, 'PENDING')
    answer(response, 200, { id: `tpl-${parsed.data.name}`, status: 'PENDING', category: 'UTILITY' })
  }

  const server = createServer((request, response) => {
    requests += 1
    void (async () => {
      if (request.headers.authorization !== `Bearer ${FAKE_WHATSAPP.accessToken}`) {
        return answer(response, 401, {
          error: { message: 'Invalid OAuth access token', code: 190 },
        })
      }
      const path = new URL(request.url ?? '/', 'http://fake').pathname
      if (path === `/v23.0/${FAKE_WHATSAPP.phoneNumberId}/messages` && request.method === 'POST') {
        return onMessages(request, response)
      }
      if (path === `/v23.0/${FAKE_WHATSAPP.businessAccountId}/message_templates`) {
        return onTemplates(request, response)
      }
      refuse(response, `no such endpoint: ${request.method} ${path}`)
    })().catch((err: unknown) => refuse(response, String(err)))
  })
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  const url = `http://127.0.0.1:${port}/v23.0`

  return {
    url,
    sent,
    violations,
    templates,
    get requests() {
      return requests
    },
    /** The next sends answer these failures, in order. */
    failNext: (...next: FakeFailure[]) => failures.push(...next),
    reset() {
      sent.length = 0
      violations.length = 0
      failures.length = 0
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

export type FakeWhatsAppCloud = Awaited<ReturnType<typeof startFakeWhatsAppCloud>>

// ---- webhooks Meta sends --------------------------------------------------------------------

/** A signed webhook delivery: the raw body and its headers, as Meta posts it. */
export function signedWebhook(value: Record<string, unknown>, secret = FAKE_WHATSAPP.appSecret) {
  const body = JSON.stringify({
    object: 'whatsapp_business_account',
    entry: [
      {
        id: FAKE_WHATSAPP.businessAccountId,
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: {
                display_phone_number: '5511900000000',
                phone_number_id: FAKE_WHATSAPP.phoneNumberId,
              },
              ...value,
            },
          },
        ],
      },
    ],
  })
  const signature = `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`
  return {
    body,
    headers: { 'content-type': 'application/json', 'x-hub-signature-256': signature },
  }
}

const inboundId = () => `wamid.in${randomBytes(10).toString('hex')}`

/** The person taps a quick reply of a message they got, from `from` (default: the same number). */
export function buttonTap(message: SentMessage, buttonText: string, from = message.to) {
  const payload = message.payloads[buttonText]
  if (!payload) throw new Error(`no button '${buttonText}' on ${message.template}`)
  return signedWebhook({
    contacts: [{ profile: { name: 'Jogador' }, wa_id: from }],
    messages: [
      {
        context: { from: '5511900000000', id: message.wamid },
        from,
        id: inboundId(),
        timestamp: String(Math.floor(Date.now() / 1000)),
        type: 'button',
        button: { payload, text: buttonText },
      },
    ],
  })
}

/** The person writes `text`. */
export function textMessage(from: string, text: string, id = inboundId()) {
  return signedWebhook({
    contacts: [{ profile: { name: 'Jogador' }, wa_id: from }],
    messages: [
      {
        from,
        id,
        timestamp: String(Math.floor(Date.now() / 1000)),
        type: 'text',
        text: { body: text },
      },
    ],
  })
}

/** Meta tells a message's status. */
export function statusUpdate(
  message: SentMessage,
  status: 'sent' | 'delivered' | 'read' | 'failed',
) {
  return signedWebhook({
    statuses: [
      {
        id: message.wamid,
        status,
        timestamp: String(Math.floor(Date.now() / 1000)),
        recipient_id: message.to,
        ...(status === 'failed' && { errors: [{ code: 131026, title: 'Message undeliverable' }] }),
      },
    ],
  })
}

export { TEMPLATES }
