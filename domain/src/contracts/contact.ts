import { z } from 'zod'

/** SPEC §5: the literal alerts of the landing's contact form. */
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

export const CONTACT_LIMITS = { name: 100, email: 254, subject: 150, message: 4000 } as const

const required = (label: string, max: number, tooLong: string) =>
  z.string({ message: label }).trim().min(1, label).max(max, tooLong)

/**
 * POST /contact/send (SPEC §3, §7). `website` is a honeypot: hidden from people, so a filled one
 * means a bot, and the server drops the message without saying so.
 */
export const contactRequestSchema = z.object({
  name: required(
    'Nome é obrigatório',
    CONTACT_LIMITS.name,
    'Nome muito longo (máximo 100 caracteres)',
  ),
  email: required(
    'Email é obrigatório',
    CONTACT_LIMITS.email,
    'Email muito longo (máximo 254 caracteres)',
  )
    // Stricter than the account forms: the address becomes the Reply-To header of the email.
    .regex(z.regexes.email, contactMessages.invalidEmail)
    .transform((email) => email.toLowerCase()),
  subject: z
    .string()
    .trim()
    .max(CONTACT_LIMITS.subject, 'Assunto muito longo (máximo 150 caracteres)')
    .nullish()
    .transform((subject) => subject || null),
  message: required(
    'Mensagem é obrigatória',
    CONTACT_LIMITS.message,
    'Mensagem muito longa (máximo 4000 caracteres)',
  ),
  recaptchaToken: z
    .string()
    .max(4000, contactMessages.verificationFailed)
    .nullish()
    .transform((token) => token || null),
  website: z.string().nullish(),
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
})
export type SiteInfo = z.infer<typeof siteInfoSchema>
