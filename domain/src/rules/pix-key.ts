import { EMAIL_PATTERN } from '../contracts/text.ts'
import { cnpjCharacters, cpfDigits, isValidCnpj, isValidCpf } from './cpf-cnpj.ts'

export const pixKeyTypes = ['cpf', 'cnpj', 'email', 'phone', 'random'] as const
export type PixKeyType = (typeof pixKeyTypes)[number]
export const pixKeyTypeLabels: Record<PixKeyType, string> = {
  cpf: 'CPF',
  cnpj: 'CNPJ',
  email: 'Email',
  phone: 'Celular',
  random: 'Chave aleatória',
}

/** Each type's own message when the typed key is not one (ADR 038). */
export const pixKeyMessages: Record<PixKeyType, string> = {
  cpf: 'CPF inválido: confira os dígitos da chave Pix',
  cnpj: 'CNPJ inválido: confira os dígitos da chave Pix',
  email: 'Email inválido para chave Pix',
  phone: 'Celular inválido para chave Pix: DDD e número, como (11) 98765-4321',
  random: 'Chave aleatória inválida: cole os 36 caracteres como o banco mostra',
}

const RANDOM_KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/
// The Pix directory stores a key in these forms; a key in the BR Code must match it exactly.
const EMAIL_KEY_MAX = 77

/**
 * The key as the Pix directory stores it ('+5511987654321', '52998224725', 'a@b.com', a
 * lower-case UUID), or null when the typed text is not a key of that type.
 */
export function normalisePixKey(type: PixKeyType, typed: string): string | null {
  const value = typed.trim()
  switch (type) {
    case 'cpf':
      return isValidCpf(value) ? cpfDigits(value) : null
    case 'cnpj':
      return isValidCnpj(value) ? cnpjCharacters(value) : null
    case 'email': {
      const email = value.toLowerCase()
      return EMAIL_PATTERN.test(email) && email.length <= EMAIL_KEY_MAX ? email : null
    }
    case 'phone': {
      let digits = value.replace(/\D/g, '')
      if (value.startsWith('+')) {
        if (!digits.startsWith('55')) return null
        digits = digits.slice(2)
      }
      // Area code (11–99) and a mobile's 9 digits or a landline's 8.
      return /^[1-9][1-9]\d{8,9}$/.test(digits) ? `+55${digits}` : null
    }
    case 'random': {
      const key = value.toLowerCase()
      return RANDOM_KEY.test(key) ? key : null
    }
  }
}
