import type { sendContact } from '@bidfut/domain/endpoints/contact'
import { apiPathOf } from '@/lib/api-url'
import { landingData, landingIds } from '../landing-dom'
import { loadRecaptcha, recaptchaToken as googleRecaptchaToken } from './recaptcha'

type ContactContract = typeof import('@bidfut/domain/contracts/contact')

/** What the form says when the server's answer carries no message. */
export const contactFallbacks = {
  clientError: 'Dados inválidos. Verifique as informações e tente novamente.',
  serverError: 'Erro interno do servidor. Tente novamente mais tarde.',
  network: 'Erro de conexão. Tente novamente.',
} as const

/** How long the success box stays. */
export const CONTACT_SUCCESS_MS = 5000

export type ContactFormDeps = {
  fetch?: typeof fetch
  /** Set at build from VITE_RECAPTCHA_SITE_KEY; without it there is no human verification. */
  recaptchaSiteKey?: string
  recaptchaToken?: (siteKey: string, action: string) => Promise<string>
  /** The domain's contract (zod), loaded on the form's first focus so it never delays the page. */
  loadContract?: () => Promise<ContactContract>
}

const boxBase = 'rounded-lg border p-4 text-sm'
const alertBox = `${boxBase} border-red-300 bg-red-50 text-red-800`
const successBox = `${boxBase} border-green-300 bg-green-50 text-green-900`

function serverMessage(body: unknown): string | null {
  if (typeof body !== 'object' || body === null || !('message' in body)) return null
  const { message } = body as { message: unknown }
  return typeof message === 'string' && message.trim() !== '' ? message : null
}

/** The contact form and its states: idle, sending, success (5 s), error. */
export function initContactForm(doc: Document, deps: ContactFormDeps = {}): void {
  const form = doc.getElementById(landingIds.contactForm) as HTMLFormElement | null
  const feedback = doc.getElementById(landingIds.contactFeedback)
  const submit = doc.getElementById(landingIds.contactSubmit) as HTMLButtonElement | null
  if (!form || !feedback || !submit) return
  const field = (id: string) => doc.getElementById(id) as HTMLInputElement | HTMLTextAreaElement
  const fields = {
    name: field(landingIds.contactName),
    email: field(landingIds.contactEmail),
    subject: field(landingIds.contactSubject),
    message: field(landingIds.contactMessage),
    website: field(landingIds.contactWebsite),
  }
  const send = deps.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args))
  const siteKey = deps.recaptchaSiteKey || undefined
  const getToken = deps.recaptchaToken ?? googleRecaptchaToken
  const loadContract =
    deps.loadContract ??
    // zod is told not to probe eval (the CSP forbids it) before the contract builds its schemas.
    (() => import('@/lib/zod-jitless').then(() => import('@bidfut/domain/contracts/contact')))
  const submitLabel = submit.querySelector('span') ?? submit
  const idleLabel = submitLabel.textContent
  let contract: Promise<ContactContract> | null = null
  let sending = false
  let successTimer: ReturnType<typeof setTimeout> | undefined

  if (siteKey) {
    for (const notice of doc.querySelectorAll<HTMLElement>(`[${landingData.recaptchaNotice}]`)) {
      notice.hidden = false
    }
  }

  function prepare(): Promise<ContactContract> {
    contract ??= loadContract().catch((error: unknown) => {
      contract = null
      throw error
    })
    return contract
  }

  form.addEventListener(
    'focusin',
    () => {
      void prepare().catch(() => undefined)
      if (siteKey && !deps.recaptchaToken) void loadRecaptcha(siteKey).catch(() => undefined)
    },
    { once: true },
  )

  function clearFeedback() {
    clearTimeout(successTimer)
    feedback!.replaceChildren()
    for (const input of Object.values(fields)) input.removeAttribute('aria-invalid')
  }

  function box(className: string, role: 'alert' | 'status', lines: [string, ...string[]]) {
    const element = doc.createElement('div')
    element.className = className
    element.setAttribute('role', role)
    lines.forEach((line, i) => {
      const p = doc.createElement('p')
      if (i === 0 && lines.length > 1) p.className = 'font-semibold'
      p.textContent = line
      element.append(p)
    })
    feedback!.replaceChildren(element)
  }

  function invalid(message: string, inputs: (HTMLInputElement | HTMLTextAreaElement)[]) {
    for (const input of inputs) input.setAttribute('aria-invalid', 'true')
    box(alertBox, 'alert', [message])
    inputs[0]?.focus()
  }

  function setSending(next: boolean) {
    sending = next
    submit!.disabled = next
    submit!.setAttribute('aria-busy', String(next))
    submitLabel.textContent = next ? 'Enviando...' : idleLabel
  }

  async function onSubmit(event: SubmitEvent) {
    event.preventDefault()
    if (sending) return
    clearFeedback()
    const values = {
      name: fields.name.value,
      email: fields.email.value,
      subject: fields.subject.value,
      message: fields.message.value,
      website: fields.website.value,
    }
    setSending(true)
    try {
      let messages: ContactContract['contactMessages']
      let parsed: ReturnType<ContactContract['contactRequestSchema']['safeParse']>
      try {
        const { contactMessages, contactRequestSchema } = await prepare()
        messages = contactMessages
        parsed = contactRequestSchema.safeParse({ ...values, recaptchaToken: null })
      } catch {
        box(alertBox, 'alert', ['Erro ao enviar email', contactFallbacks.network])
        return
      }

      const missing = (['name', 'email', 'message'] as const).filter((key) => !values[key].trim())
      if (missing.length > 0) {
        invalid(
          messages.requiredFields,
          missing.map((key) => fields[key]),
        )
        return
      }
      if (!parsed.success) {
        const emailIssue = parsed.error.issues.find((issue) => issue.path[0] === 'email')
        const first = parsed.error.issues[0]
        const key = (emailIssue ?? first)?.path[0]
        invalid(emailIssue ? messages.invalidEmail : (first?.message ?? messages.requiredFields), [
          fields[(key as keyof typeof fields) ?? 'name'] ?? fields.name,
        ])
        return
      }

      let recaptchaToken: string | null = null
      if (siteKey) {
        try {
          recaptchaToken = await getToken(siteKey, 'contact_form')
        } catch {
          box(alertBox, 'alert', [messages.verificationFailed])
          return
        }
      }

      let response: Response
      try {
        response = await send(apiPathOf<typeof sendContact>('/contact/send'), {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
          body: JSON.stringify({
            name: parsed.data.name,
            email: parsed.data.email,
            subject: parsed.data.subject,
            message: parsed.data.message,
            recaptchaToken,
            website: values.website || undefined,
          }),
        })
      } catch {
        box(alertBox, 'alert', [messages.errorTitle, contactFallbacks.network])
        return
      }

      if (response.ok) {
        form!.reset()
        box(successBox, 'status', [messages.sent, messages.sentDetail])
        successTimer = setTimeout(() => feedback!.replaceChildren(), CONTACT_SUCCESS_MS)
        return
      }
      const body: unknown = await response.json().catch(() => null)
      const fallback =
        response.status >= 500 ? contactFallbacks.serverError : contactFallbacks.clientError
      box(alertBox, 'alert', [messages.errorTitle, serverMessage(body) ?? fallback])
    } finally {
      setSending(false)
    }
  }

  form.addEventListener('submit', (event) => void onSubmit(event))
}
