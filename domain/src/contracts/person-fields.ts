import { z } from 'zod'
import { PASSWORD_MIN_LENGTH } from '../constants.ts'
import { positions, type Position } from './enums.ts'

/** A simple address pattern: something@something.tld, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
const BIRTH_DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})(T00:00:00)?$/

/** A trimmed text that must not be blank, with the field's own pt-BR message. */
export const requiredText = (message: string, max = 120) =>
  z.string({ message }).trim().min(1, message).max(max)

/** Optional text: blank, null or missing all become null. */
export const optionalText = (max = 120) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => value || null)

export const fullNameField = requiredText('Nome completo é obrigatório')

export const positionField = z.enum(positions, { message: 'Posição é obrigatória' })

export const requiredEmail = z
  .string({ message: 'Email é obrigatório' })
  .trim()
  .min(1, 'Email é obrigatório')
  .max(254)
  .regex(EMAIL_PATTERN, 'Email inválido')
  .transform((email) => email.toLowerCase())

export const optionalEmail = z
  .string()
  .trim()
  .max(254)
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
const birthDateText = z
  .string()
  .trim()
  .refine((value) => value === '' || isRealDate(value), 'Data de nascimento inválida')

export const optionalBirthDate = birthDateText
  .nullish()
  .transform((value) => value?.slice(0, 10) || null)

export const requiredBirthDate = birthDateText
  .refine((value) => value !== '', 'Data de nascimento é obrigatória')
  .transform((value) => value.slice(0, 10))

/** The wire form of a stored birth date: the date plus T00:00:00. */
export function toWireBirthDate(date: string | null): string | null {
  return date ? `${date.slice(0, 10)}T00:00:00` : null
}

export const newPasswordField = z
  .string({ message: 'Senha é obrigatória' })
  .min(1, 'Senha é obrigatória')
  .min(PASSWORD_MIN_LENGTH, `Senha deve ter pelo menos ${PASSWORD_MIN_LENGTH} caracteres`)
  .max(200)

export const confirmPasswordField = z
  .string({ message: 'Confirmação de senha é obrigatória' })
  .min(1, 'Confirmação de senha é obrigatória')
  .max(200)

/** A person's data as the player edit and the activation calls return it. */
export type PersonData = {
  fullName: string
  email: string | null
  birthDate: string | null
  phone: string | null
  favoriteTeam: string | null
  nickname: string | null
  playerPosition: Position | null
}
