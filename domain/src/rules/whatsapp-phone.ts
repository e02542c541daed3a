import { parsePhoneNumberFromString } from 'libphonenumber-js'

/**
 * A number as the WhatsApp channel keeps it: E.164 ('+5511987654321'), or null when it is not a
 * valid number. Without a country code it is read as Brazilian.
 */
export function toE164(input: string): string | null {
  const parsed = parsePhoneNumberFromString(input.trim(), 'BR')
  return parsed?.isValid() ? parsed.number : null
}

/**
 * The E.164 forms one WhatsApp id may stand for. Brazilian mobiles got a ninth digit in 2012-16,
 * and WhatsApp still reports many accounts under the old eight-digit number: '55 11 8765-4321'
 * and '55 11 98765-4321' are the same person.
 */
export function whatsappIdVariants(waId: string): string[] {
  const digits = waId.replace(/\D/g, '')
  const own = `+${digits}`
  const br = /^55(\d{2})(\d{8,9})$/.exec(digits)
  if (!br) return [own]
  const [, area, subscriber] = br as unknown as [string, string, string]
  if (subscriber.length === 9 && subscriber.startsWith('9')) {
    return [own, `+55${area}${subscriber.slice(1)}`]
  }
  if (subscriber.length === 8 && /^[6-9]/.test(subscriber)) return [own, `+55${area}9${subscriber}`]
  return [own]
}
