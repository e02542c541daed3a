import { centsToDecimalText } from './money.ts'

/**
 * A static Pix BR Code ("Pix copia e cola"): the EMV merchant-presented QR payload the Banco
 * Central's BR Code manual specifies (ADR 038). Every field is ID (2 digits) + length (2 digits)
 * + value; the payload ends with field 63, a CRC16-CCITT (poly 0x1021, initial 0xFFFF) over
 * everything before it including '6304', in four upper-case hex digits.
 */

/** The format's limits on the receiver's name and city, in characters. */
export const PIX_NAME_MAX = 25
export const PIX_CITY_MAX = 15
/** A txid is up to 25 letters and digits; '***' means none. */
const TXID_MAX = 25

export type PixCharge = {
  /** Normalised key (pix-key.ts). */
  key: string
  /** Receiver's name and city as the bank shows them; accents are dropped for the payload. */
  name: string
  city: string
  /** Integer centavos; omitted = the payer types the amount. */
  amountCents?: number
  /** Identifies the charge in the receiver's statement: letters and digits. */
  txid?: string
}

function field(id: string, value: string): string {
  const length = value.length
  if (length > 99) throw new RangeError(`BR Code field ${id} longer than 99 characters`)
  return `${id}${String(length).padStart(2, '0')}${value}`
}

/** CRC16-CCITT-FALSE of the text's bytes, four upper-case hex digits. */
export function crc16Ccitt(payload: string): string {
  let crc = 0xffff
  for (const byte of new TextEncoder().encode(payload)) {
    crc ^= byte << 8
    for (let bit = 0; bit < 8; bit++) {
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff
    }
  }
  return crc.toString(16).toUpperCase().padStart(4, '0')
}

/** Letters NFKD does not take apart (a stroke or a ligature is not a combining mark). */
const LATIN_WITHOUT_DECOMPOSITION: Record<string, string> = {
  Æ: 'AE',
  æ: 'ae',
  Œ: 'OE',
  œ: 'oe',
  ß: 'ss',
  ẞ: 'SS',
  Ł: 'L',
  ł: 'l',
  Ø: 'O',
  ø: 'o',
  Đ: 'D',
  đ: 'd',
  Ð: 'D',
  ð: 'd',
  Þ: 'TH',
  þ: 'th',
  Ħ: 'H',
  ħ: 'h',
  Ŧ: 'T',
  ŧ: 't',
  ı: 'i',
  ĸ: 'k',
  Ŋ: 'N',
  ŋ: 'n',
  ſ: 's',
  Ɖ: 'D',
  ɖ: 'd',
  '‘': "'",
  '’': "'",
  ʼ: "'",
  '“': '"',
  '”': '"',
  '–': '-',
  '—': '-',
}
const unmapped = new RegExp(`[${Object.keys(LATIN_WITHOUT_DECOMPOSITION).join('')}]`, 'gu')

/**
 * The receiver's name or city in the BR Code's alphabet (printable ASCII), as bank apps read it:
 * compatibility forms taken apart (NFKD: 'ﬁ' → 'fi', full-width and styled letters → plain),
 * diacritics dropped ('São João' → 'Sao Joao'), the Latin letters with a stroke or ligature
 * spelled out ('Łódź' → 'Lodz', 'Æ' → 'AE'), any other character dropped (emoji, zero-width
 * spaces), and white space made single spaces. A length counted in characters then equals the
 * one in bytes. May be empty: pixTextIsUsable says whether a name is left.
 */
export function pixText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(unmapped, (char) => LATIN_WITHOUT_DECOMPOSITION[char] ?? '')
    .replace(/\s+/gu, ' ')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/ {2,}/g, ' ')
    .trim()
}

/** Whether a name or city keeps a letter or digit in the BR Code: the format has no empty one. */
export function pixTextIsUsable(text: string): boolean {
  return /[A-Za-z0-9]/.test(pixText(text))
}

/** A txid from anything: letters and digits only, at most 25. */
export function pixTxid(text: string): string {
  return text.replace(/[^A-Za-z0-9]/g, '').slice(0, TXID_MAX) || '***'
}

/** The payload; null when the name or the city has nothing left in the BR Code's alphabet. */
export function buildPixBrCode(charge: PixCharge): string | null {
  if (!pixTextIsUsable(charge.name) || !pixTextIsUsable(charge.city)) return null
  const name = pixText(charge.name).slice(0, PIX_NAME_MAX).trim()
  const city = pixText(charge.city).slice(0, PIX_CITY_MAX).trim()
  const account = field('00', 'br.gov.bcb.pix') + field('01', charge.key)
  const amount =
    charge.amountCents !== undefined ? field('54', centsToDecimalText(charge.amountCents)) : ''
  const payload =
    field('00', '01') +
    field('26', account) +
    field('52', '0000') +
    field('53', '986') +
    amount +
    field('58', 'BR') +
    field('59', name) +
    field('60', city) +
    field('62', field('05', pixTxid(charge.txid ?? ''))) +
    '6304'
  return payload + crc16Ccitt(payload)
}

/** The top-level fields of a payload, by ID; throws on a length that runs past the end. */
export function readBrCodeFields(payload: string): Map<string, string> {
  const fields = new Map<string, string>()
  let at = 0
  while (at < payload.length) {
    const id = payload.slice(at, at + 2)
    const length = Number(payload.slice(at + 2, at + 4))
    const value = payload.slice(at + 4, at + 4 + length)
    if (!/^\d{2}$/.test(id) || !Number.isInteger(length) || value.length !== length) {
      throw new SyntaxError(`BR Code field at ${at} is malformed`)
    }
    fields.set(id, value)
    at += 4 + length
  }
  return fields
}
