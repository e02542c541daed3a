/**
 * Money is integer centavos everywhere (ADR 038): no float ever holds an amount. These turn
 * centavos into the text a person reads ('R$ 1.234,56') and what they type back into centavos.
 */

/** The largest charge: R$ 10.000,00. */
export const MAX_CHARGE_CENTS = 1_000_000

function groupThousands(reais: number): string {
  return String(reais).replace(/\B(?=(\d{3})+(?!\d))/g, '.')
}

/** 'R$ 1.234,56' (a non-breaking space would wrap badly in a WhatsApp text: a plain space). */
export function formatCents(cents: number): string {
  const sign = cents < 0 ? '-' : ''
  const abs = Math.abs(Math.trunc(cents))
  const reais = Math.floor(abs / 100)
  const rest = String(abs % 100).padStart(2, '0')
  return `${sign}R$ ${groupThousands(reais)},${rest}`
}

/** '1.234,56' for a spreadsheet cell: pt-BR decimal comma, no currency sign. */
export function formatCentsPlain(cents: number): string {
  const sign = cents < 0 ? '-' : ''
  const abs = Math.abs(Math.trunc(cents))
  return `${sign}${Math.floor(abs / 100)},${String(abs % 100).padStart(2, '0')}`
}

/** '10.00' for the BR Code's amount field (a dot, two decimals, no grouping). */
export function centsToDecimalText(cents: number): string {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`
}

/**
 * What a person typed ('50', '50,5', '1.234,56', 'R$ 80,00') in centavos; null when it is not an
 * amount. Dots group thousands and the comma separates centavos, as Brazilians write money.
 */
export function parseReais(typed: string): number | null {
  const text = typed.replace(/^\s*R\$\s*/i, '').trim()
  const match = /^(\d{1,3}(?:\.\d{3})+|\d+)(?:,(\d{1,2}))?$/.exec(text)
  if (!match) return null
  const reais = Number(match[1]!.replaceAll('.', ''))
  const centavos = Number((match[2] ?? '0').padEnd(2, '0'))
  const cents = reais * 100 + centavos
  return Number.isSafeInteger(cents) ? cents : null
}

/** The text a form shows for stored centavos: '80,00'. */
export function centsToInput(cents: number | null): string {
  return cents == null ? '' : formatCentsPlain(cents)
}
