import type { WhatsAppConfig } from '../../config-whatsapp.ts'
import { TEMPLATE_CATEGORY, TEMPLATE_LANGUAGE, type TemplateDefinition } from './templates.ts'

// The Cloud API (Graph API v23.0, Meta's business-messaging OpenAPI document): messages sent
// from our number, and the Business Management API's message templates.

export type CloudConfig = Pick<
  WhatsAppConfig,
  'accessToken' | 'phoneNumberId' | 'businessAccountId' | 'apiUrl'
>

/** A template message to one person: its body's parameters and its buttons' payloads. */
export type TemplateMessage = {
  to: string
  template: TemplateDefinition
  params: string[]
  /** One payload per quick-reply button, in the template's order. */
  payloads: string[]
  /** The URL button's path parameter, when the template has one. */
  urlParam?: string
}

/** What one send came to, as the queue counts it. */
export type SendOutcome =
  | { result: 'sent'; wamid: string }
  | { result: 'retry'; error: string; retryAfterSeconds: number | null }
  | { result: 'undeliverable'; error: string }

// Meta's throttling codes: 4 (app), 80007 (business account), 130429 (throughput), 131056
// (pair rate: too many to one person), 131048 (spam rate limit); all retried after a wait.
const RATE_LIMITED = new Set([4, 80007, 130429, 131048, 131056])
// The person cannot get it from us: not on WhatsApp / undeliverable, re-engagement window,
// unsupported type, invalid recipient, user stopped business messages, template missing/paused.
const UNDELIVERABLE = new Set([131026, 131047, 131051, 131021, 131050, 132001, 132015, 132016])

type GraphError = { error?: { message?: string; code?: number; error_subcode?: number } }

const TIMEOUT_MS = 10_000

export function createWhatsAppClient(config: CloudConfig, fetcher: typeof fetch = fetch) {
  const headers = {
    authorization: `Bearer ${config.accessToken}`,
    'content-type': 'application/json',
  }

  async function call(path: string, init: { method: string; body?: unknown }) {
    const response = await fetcher(`${config.apiUrl}${path}`, {
      method: init.method,
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    })
    const body = (await response.json().catch(() => ({}))) as Record<string, unknown>
    return { response, body }
  }

  async function sendMessage(message: Record<string, unknown>): Promise<SendOutcome> {
    const { response, body } = await call(`/${config.phoneNumberId}/messages`, {
      method: 'POST',
      body: { messaging_product: 'whatsapp', recipient_type: 'individual', ...message },
    })
    if (response.ok) {
      const id = (body.messages as { id?: string }[] | undefined)?.[0]?.id
      if (id) return { result: 'sent', wamid: id }
      return { result: 'retry', error: 'resposta sem id de mensagem', retryAfterSeconds: null }
    }
    const { code, message: text } = (body as GraphError).error ?? {}
    const error = `${response.status} ${code ?? ''} ${text ?? ''}`.trim()
    if (code !== undefined && UNDELIVERABLE.has(code)) return { result: 'undeliverable', error }
    const retryAfter = Number(response.headers.get('retry-after'))
    const limited = response.status === 429 || (code !== undefined && RATE_LIMITED.has(code))
    if (limited || response.status >= 500) {
      return { result: 'retry', error, retryAfterSeconds: retryAfter > 0 ? retryAfter : null }
    }
    // Any other 4xx is our mistake (a bad parameter): retried, then dead for an operator.
    return { result: 'retry', error, retryAfterSeconds: null }
  }

  return {
    /** A template message (business-initiated: needs an approved template). */
    sendTemplate(m: TemplateMessage) {
      const buttons = m.template.buttons.flatMap((button, index): Record<string, unknown>[] => {
        if (button.type === 'URL') {
          return m.urlParam === undefined
            ? []
            : [
                {
                  type: 'button',
                  sub_type: 'url',
                  index: String(index),
                  parameters: [{ type: 'text', text: m.urlParam }],
                },
              ]
        }
        const payload = m.payloads[index]
        return [
          {
            type: 'button',
            sub_type: 'quick_reply',
            index: String(index),
            parameters: [{ type: 'payload', payload }],
          },
        ]
      })
      const body = { type: 'body', parameters: m.params.map((text) => ({ type: 'text', text })) }
      return sendMessage({
        to: m.to.replace(/^\+/, ''),
        type: 'template',
        template: {
          name: m.template.name,
          language: { code: TEMPLATE_LANGUAGE },
          components: m.params.length > 0 ? [body, ...buttons] : buttons,
        },
      })
    },

    /** A free-form text: only inside the 24 h window a person's own message opened. */
    sendText(to: string, text: string) {
      return sendMessage({
        to: to.replace(/^\+/, ''),
        type: 'text',
        text: { preview_url: false, body: text },
      })
    },

    /** Registers a template with the business account (Business Management API). */
    async createTemplate(template: TemplateDefinition, publicUrl: string) {
      const { response, body } = await call(`/${config.businessAccountId}/message_templates`, {
        method: 'POST',
        body: templateRequest(template, publicUrl),
      })
      if (!response.ok) {
        const error = (body as GraphError).error
        return { ok: false as const, error: `${response.status} ${error?.message ?? ''}`.trim() }
      }
      return { ok: true as const, id: String(body.id), status: String(body.status) }
    },

    /** Each registered template's approval status, by name. */
    async templateStatuses(): Promise<Map<string, string>> {
      const { response, body } = await call(
        `/${config.businessAccountId}/message_templates?fields=name,status,language&limit=100`,
        { method: 'GET' },
      )
      if (!response.ok) throw new Error(`templates: ${response.status}`)
      const data = (body.data as { name: string; status: string; language: string }[]) ?? []
      return new Map(
        data.filter((t) => t.language === TEMPLATE_LANGUAGE).map((t) => [t.name, t.status]),
      )
    },
  }
}

export type WhatsAppClient = ReturnType<typeof createWhatsAppClient>

/** The Business Management API's body for one template. */
export function templateRequest(template: TemplateDefinition, publicUrl: string) {
  const components: Record<string, unknown>[] = [
    {
      type: 'BODY',
      text: template.body,
      ...(template.example.length > 0 && { example: { body_text: [template.example] } }),
    },
  ]
  if (template.buttons.length > 0) {
    components.push({
      type: 'BUTTONS',
      buttons: template.buttons.map((button) =>
        button.type === 'URL'
          ? {
              type: 'URL',
              text: button.text,
              url: `${publicUrl}${button.path}`,
              example: [`${publicUrl}/${button.example}`],
            }
          : { type: 'QUICK_REPLY', text: button.text },
      ),
    })
  }
  return {
    name: template.name,
    language: TEMPLATE_LANGUAGE,
    category: TEMPLATE_CATEGORY,
    components,
  }
}
