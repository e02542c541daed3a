import { describe, expect, it } from 'vitest'
import {
  capitalise,
  formatClock,
  formatDate,
  formatDateTime,
  formatDayMonth,
  formatDecimal,
  formatGoals,
  formatInteger,
  formatLongDate,
  formatMonthYear,
  formatTime,
  parseApiDate,
} from './format'

describe('format', () => {
  it('reads zone-less wire dates as local time', () => {
    const date = parseApiDate('2026-11-28T19:30:00')
    expect(date?.getHours()).toBe(19)
    expect(date?.getDate()).toBe(28)
  })

  it('formats dates in pt-BR', () => {
    expect(formatDate('2026-11-28T19:30:00')).toBe('28/11/2026')
    expect(formatDayMonth('2026-11-28T19:30:00')).toBe('28/11')
    expect(formatMonthYear('2026-11-28T19:30:00')).toBe('novembro de 2026')
    expect(formatTime('2026-11-28T19:30:00')).toBe('19:30')
    expect(formatDateTime('2026-11-28T19:30:00')).toBe('28/11/2026 às 19:30')
    expect(formatLongDate('2026-11-28T19:30:00')).toBe('sábado, 28 de novembro')
  })

  it('uses the fallback for missing or invalid dates', () => {
    expect(formatDate(null)).toBe('—')
    expect(formatDate('ontem', 'Não informado')).toBe('Não informado')
  })

  it('formats numbers in pt-BR', () => {
    expect(formatInteger(1234)).toBe('1.234')
    expect(formatInteger(-1234567)).toBe('-1.234.567')
    expect(formatInteger(12.5)).toBe('13')
    expect(formatInteger(-0.4)).toBe('0')
    // Averages with two decimals (the ranking's 'média').
    expect(formatDecimal(1.5)).toBe('1,50')
    expect(formatDecimal(3.14159)).toBe('3,14')
    expect(formatDecimal(1234.567)).toBe('1.234,57')
    expect(formatDecimal(-12.5)).toBe('-12,50')
    expect(formatDecimal(-0.004)).toBe('0,00')
  })

  it('formats clock times and capitalises', () => {
    expect(formatClock(new Date(2026, 10, 28, 9, 5, 7))).toBe('09:05:07')
    expect(capitalise('quinta-feira, 28 de novembro')).toBe('Quinta-feira, 28 de novembro')
    expect(capitalise('')).toBe('')
  })

  it('counts goals in words', () => {
    expect(formatGoals(0)).toBe('0 gols')
    expect(formatGoals(1)).toBe('1 gol')
    expect(formatGoals(1204)).toBe('1.204 gols')
  })
})
