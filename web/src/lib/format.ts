import { format, isValid, parseISO } from 'date-fns'
import { ptBR } from 'date-fns/locale'

/** Wire dates have no zone (`2026-11-28T19:30:00`); parseISO reads them as local time. */
export function parseApiDate(value: string | Date | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null
  const date = typeof value === 'string' ? parseISO(value) : value
  return isValid(date) ? date : null
}

function formatWith(pattern: string) {
  return (value: string | Date | null | undefined, fallback = '—'): string => {
    const date = parseApiDate(value)
    return date ? format(date, pattern, { locale: ptBR }) : fallback
  }
}

/** 28/11/2026 */
export const formatDate = formatWith('dd/MM/yyyy')
/** 28/11 */
export const formatDayMonth = formatWith('dd/MM')
/** novembro de 2026 */
export const formatMonthYear = formatWith("MMMM 'de' yyyy")
/** 19:30 */
export const formatTime = formatWith('HH:mm')
/** 28/11/2026 às 19:30 */
export const formatDateTime = formatWith("dd/MM/yyyy 'às' HH:mm")
/** sábado, 28 de novembro */
export const formatLongDate = formatWith("EEEE, d 'de' MMMM")

// Created on first use: the first pt-BR formatter loads the locale's data (10-50 ms of main
// thread), which startApp makes happen in a task of its own, not inside the first render.
let numberFormats: { integer: Intl.NumberFormat; decimal: Intl.NumberFormat } | undefined
function formats() {
  // 'negative': a value that rounds to zero is written without a sign.
  numberFormats ??= {
    integer: new Intl.NumberFormat('pt-BR', { signDisplay: 'negative' }),
    decimal: new Intl.NumberFormat('pt-BR', {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
      signDisplay: 'negative',
    }),
  }
  return numberFormats
}

/** 1.234 */
export function formatInteger(value: number): string {
  return formats().integer.format(Math.round(value))
}

/** '1 gol', '12 gols', '1.204 gols' */
export function formatGoals(goals: number): string {
  return `${formatInteger(goals)} ${goals === 1 ? 'gol' : 'gols'}`
}

/** 1.234,50 */
export function formatDecimal(value: number): string {
  return formats().decimal.format(value)
}

/** 19:30:05 */
export const formatClock = formatWith('HH:mm:ss')

/** 'quinta-feira, 28 de novembro' → 'Quinta-feira, 28 de novembro' */
export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1)
}
