import { PHONE_MAX_LENGTH } from '../constants.ts'

// Brazilian numbers: 2-digit area code + 8 (landline) or 9 (mobile) digits.
const MAX_DIGITS = 11

/** The digits of a phone number, capped at a Brazilian number's length. */
export function phoneDigits(input: string): string {
  return input.replace(/\D/g, '').slice(0, MAX_DIGITS)
}

/**
 * Formats as the user types: (99) 9999-9999 for landlines, (99) 99999-9999 for mobiles.
 * Partial input is formatted as far as it goes, so the mask can run on every keystroke.
 */
export function formatPhone(input: string): string {
  const digits = phoneDigits(input)
  if (digits.length === 0) return ''
  if (digits.length <= 2) return `(${digits}`
  const area = digits.slice(0, 2)
  const rest = digits.slice(2)
  if (rest.length <= 4) return `(${area}) ${rest}`
  const splitAt = rest.length === 9 ? 5 : 4
  const formatted = `(${area}) ${rest.slice(0, splitAt)}-${rest.slice(splitAt)}`
  return formatted.slice(0, PHONE_MAX_LENGTH)
}

/** A phone as the server stores it: formatted, or null when no digit was typed. */
export function normalisedPhone(phone: string | null): string | null {
  return phone ? formatPhone(phone) || null : null
}

const NAVIGATION_KEYS = new Set([
  'Backspace',
  'Delete',
  'Tab',
  'Enter',
  'Escape',
  'ArrowLeft',
  'ArrowRight',
  'ArrowUp',
  'ArrowDown',
  'Home',
  'End',
])

/** Whether a key may reach the phone input: digits, navigation, and shortcuts such as Ctrl+V. */
export function isAllowedPhoneKey(key: string, withModifier = false): boolean {
  return withModifier || /^\d$/.test(key) || NAVIGATION_KEYS.has(key)
}
