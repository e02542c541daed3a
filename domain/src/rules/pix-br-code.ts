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

/**
 * 'São João' → 'Sao Joao': bank apps read the name and city as plain ASCII, and a length counted
 * in characters then equals the one counted in bytes. Anything still outside printable ASCII goes.
 */
export function pixText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '')
    .trim()
}

/** A txid from anything: letters and digits only, at most 25. */
export function pixTxid(text: string): string {
  return text.replace(/[^A-Za-z0-9]/g, '').slice(0, TXID_MAX) || '***'
}

export function buildPixBrCode(charge: PixCharge): string {
  const name = pixText(charge.name).slice(0, PIX_NAME_MAX)
  const city = pixText(charge.city).slice(0, PIX_CITY_MAX)
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
