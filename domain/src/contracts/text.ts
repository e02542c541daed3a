import { z } from 'zod'
import { containsLink, LINK_NOT_ALLOWED } from './no-links.ts'

/**
 * A simple address pattern: something@something.tld, no spaces. Here, in a contract every other
 * imports, so a rule may use it without tying the shared contracts chunk to another (a cycle).
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** The longest value each text field takes; the web forms put the same numbers in `maxLength`. */
export const TEXT_MAX = {
  fullName: 120,
  nickname: 60,
  email: 254,
  phone: 20,
  favoriteTeam: 80,
  password: 200,
  token: 200,
  refreshToken: 500,
  photoUrl: 500,
  groupName: 80,
  location: 200,
  cityName: 120,
  citySearch: 80,
  sporadicName: 100,
  contactName: 100,
  contactSubject: 150,
  contactMessage: 4000,
  recaptchaToken: 4000,
} as const

// Matching control characters is the point here, hence the lint exceptions.
// C0 controls and DEL: PostgreSQL refuses NUL, and none of them belongs in a name or an address.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/
// A multi-line text keeps its line breaks and tabs.
// eslint-disable-next-line no-control-regex
const CONTROL_EXCEPT_LINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/
// Half of a surrogate pair is not a character: it cannot be stored as UTF-8.
const LONE_SURROGATE = /[\ud800-\udfff]/u

export type TextSpec = {
  /** How the messages name the field: 'Nome', 'Apelido'. */
  label: string
  max: number
  /** The label is feminine: 'Mensagem muito longa'. */
  feminine?: boolean
  /** Keeps line breaks and tabs (a message body); every other field refuses them. */
  multiline?: boolean
  /** Passwords keep their spaces; everything else is trimmed. */
  trim?: boolean
  /** The message when the value is not text at all (missing, a number…). */
  typeMessage?: string
  /**
   * A formatted value (a date, a token) answers every refusal with this one message: for it,
   * a control character or an extra character just means malformed.
   */
  formatMessage?: string
  /** The text travels in our emails (a name, a place): links are refused (ADR 026). */
  noLinks?: boolean
}

export const invalidCharactersMessage = (label: string) => `Caracteres inválidos no campo ${label}`

export const tooLongMessage = ({ label, max, feminine }: TextSpec) =>
  `${label} muito ${feminine ? 'longa' : 'longo'} (máximo ${max} caracteres)`

/**
 * Any text a request carries. Broken characters and an over-long value are refused first, and
 * stop there, so they get their own message instead of the field's 'required' or format one.
 * Chain the field's own rules (`.min`, `.regex`…) after it.
 */
export function text(spec: TextSpec) {
  const { label, max, feminine, multiline, trim = true } = spec
  const forbidden = multiline ? CONTROL_EXCEPT_LINES : CONTROL
  const base = z.string({
    message:
      spec.typeMessage ?? spec.formatMessage ?? `${label} ${feminine ? 'inválida' : 'inválido'}`,
  })
  return (trim ? base.trim() : base)
    .refine((value) => !forbidden.test(value) && !LONE_SURROGATE.test(value), {
      message: spec.formatMessage ?? invalidCharactersMessage(label),
      abort: true,
    })
    .max(max, { message: spec.formatMessage ?? tooLongMessage(spec), abort: true })
    .refine((value) => !spec.noLinks || !containsLink(value), { message: LINK_NOT_ALLOWED })
}

/** A text that must not be blank; `message` also answers a missing value. */
export const requiredText = (message: string, spec: TextSpec) =>
  text({ ...spec, typeMessage: message }).min(1, message)

/** Optional text: blank, null or missing all become null. */
export const optionalText = (spec: TextSpec) =>
  text(spec)
    .nullish()
    .transform((value) => value || null)
