// The months in pt-BR, as charges and the finance screens name them (ADR 038).

/** The description a charge made by the app gets. */
export const MONTH_NAMES = [
  'janeiro',
  'fevereiro',
  'março',
  'abril',
  'maio',
  'junho',
  'julho',
  'agosto',
  'setembro',
  'outubro',
  'novembro',
  'dezembro',
] as const
export function monthLabel(month: string): string {
  const [year, number] = month.split('-').map(Number)
  const name = MONTH_NAMES[(number ?? 1) - 1] ?? ''
  return `${name.charAt(0).toUpperCase()}${name.slice(1)} de ${year}`
}
