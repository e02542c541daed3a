import { z } from 'zod'
import { requiredText, text, TEXT_MAX } from './text.ts'

/** The literal alerts of the landing's contact form. */
export const contactMessages = {
  requiredFields: 'Por favor, preencha todos os campos obrigatórios.',
  invalidEmail: 'Por favor, insira um email válido.',
  verificationFailed: 'Erro na verificação de segurança. Tente novamente.',
  sent: 'Email enviado com sucesso!',
  sentDetail: 'Entraremos em contato em breve.',
  errorTitle: 'Erro ao enviar email',
} as const

/** The reCAPTCHA v3 action the contact form asks a token for; the server requires the same. */
export const CONTACT_RECAPTCHA_ACTION = 'contact_form'

export const CONTACT_LIMITS = {
  name: TEXT_MAX.contactName,
  email: TEXT_MAX.email,
  subject: TEXT_MAX.contactSubject,
  message: TEXT_MAX.contactMessage,
} as const

/**
 * POST /contact/send. `website` is a honeypot: hidden from people, so a filled one
 * means a bot, and the server drops the message without saying so.
 */
export const contactRequestSchema = z.object({
  name: requiredText('Nome é obrigatório', { label: 'Nome', max: CONTACT_LIMITS.name }),
  email: requiredText('Email é obrigatório', { label: 'Email', max: CONTACT_LIMITS.email })
    // Stricter than the account forms: the address becomes the Reply-To header of the email.
    .regex(z.regexes.email, contactMessages.invalidEmail)
    .transform((email) => email.toLowerCase()),
  subject: text({ label: 'Assunto', max: CONTACT_LIMITS.subject })
    .nullish()
    .transform((subject) => subject || null),
  message: requiredText('Mensagem é obrigatória', {
    label: 'Mensagem',
    max: CONTACT_LIMITS.message,
    feminine: true,
    multiline: true,
  }),
  recaptchaToken: text({
    label: 'Verificação',
    max: TEXT_MAX.recaptchaToken,
    formatMessage: contactMessages.verificationFailed,
  })
    .nullish()
    .transform((token) => token || null),
  website: text({ label: 'Site', max: TEXT_MAX.contactMessage }).nullish(),
})
export type ContactRequestInput = z.input<typeof contactRequestSchema>
export type ContactRequest = z.output<typeof contactRequestSchema>

/** The prefilled text of the landing's WhatsApp quick-contact link. */
export const WHATSAPP_GREETING = 'Olá! Quero saber mais sobre o Bidfut para a minha pelada.'

/** GET /site-info: contact details the landing and /privacy read at run time. */
export const siteInfoSchema = z.object({
  /** `https://wa.me/<digits>?text=…`; null when no WHATSAPP_NUMBER is configured. */
  whatsappUrl: z.string().nullable(),
  companyAddress: z.string().nullable(),
  contactEmail: z.string(),
  /** 'Entrar com Google' shows only when the server has GOOGLE_CLIENT_ID and its secret (ADR 049). */
  googleSignIn: z.boolean(),
})
export type SiteInfo = z.infer<typeof siteInfoSchema>
