import { z } from 'zod'
import { PASSWORD_MIN_LENGTH } from '../constants.ts'
import { positions } from './enums.ts'
import { EMAIL_PATTERN, requiredText, text, TEXT_MAX, type TextSpec } from './text.ts'

const BIRTH_DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})(T00:00:00)?$/

export const fullNameSpec: TextSpec = { label: 'Nome', max: TEXT_MAX.fullName, noLinks: true }
export const nicknameSpec: TextSpec = { label: 'Apelido', max: TEXT_MAX.nickname, noLinks: true }
export const phoneSpec: TextSpec = { label: 'Telefone', max: TEXT_MAX.phone }
export const favoriteTeamSpec: TextSpec = { label: 'Time do coração', max: TEXT_MAX.favoriteTeam }
const emailSpec: TextSpec = { label: 'Email', max: TEXT_MAX.email }
const passwordSpec: TextSpec = {
  label: 'Senha',
  max: TEXT_MAX.password,
  feminine: true,
  trim: false,
}
const tokenSpec: TextSpec = { label: 'Token', max: TEXT_MAX.token }

export const fullNameField = requiredText('Nome completo é obrigatório', fullNameSpec)

export const positionField = z.enum(positions, { message: 'Posição é obrigatória' })

/** A typed email before its format is checked: login and joining compare it as it is. */
export const emailText = requiredText('Email é obrigatório', emailSpec)

export const requiredEmail = emailText
  .regex(EMAIL_PATTERN, 'Email inválido')
  .transform((email) => email.toLowerCase())

export const optionalEmail = text(emailSpec)
  .refine((email) => email === '' || EMAIL_PATTERN.test(email), 'Email inválido')
  .nullish()
  .transform((email) => email?.toLowerCase() || null)

function isRealDate(value: string): boolean {
  const match = BIRTH_DATE_PATTERN.exec(value)
  if (!match) return false
  const [, y, m, d] = match.map(Number) as [number, number, number, number]
  const date = new Date(Date.UTC(y, m - 1, d))
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d
}

/** Accepts `YYYY-MM-DD` or the wire form `YYYY-MM-DDT00:00:00`; outputs `YYYY-MM-DD`. */
const birthDateText = (typeMessage?: string) =>
  text({
    label: 'Data de nascimento',
    max: 19,
    typeMessage,
    formatMessage: 'Data de nascimento inválida',
  }).refine((value) => value === '' || isRealDate(value), 'Data de nascimento inválida')

export const optionalBirthDate = birthDateText()
  .nullish()
  .transform((value) => value?.slice(0, 10) || null)

export const requiredBirthDate = birthDateText('Data de nascimento é obrigatória')
  .refine((value) => value !== '', 'Data de nascimento é obrigatória')
  .transform((value) => value.slice(0, 10))

/** The wire form of a stored birth date: the date plus T00:00:00. */
export function toWireBirthDate(date: string | null): string | null {
  return date ? `${date.slice(0, 10)}T00:00:00` : null
}

/** A password as typed (never trimmed); `message` answers a blank one. */
export const passwordText = (message = 'Senha é obrigatória') => requiredText(message, passwordSpec)

/** Any password field that may be left out (the profile's). */
export const optionalPassword = () => text(passwordSpec).nullish()

export const newPasswordField = passwordText().min(
  PASSWORD_MIN_LENGTH,
  `Senha deve ter pelo menos ${PASSWORD_MIN_LENGTH} caracteres`,
)

export const confirmPasswordField = passwordText('Confirmação de senha é obrigatória')

/** A one-time link's token (activation, reset, email change). */
export const tokenField = requiredText('Token não fornecido', tokenSpec)
