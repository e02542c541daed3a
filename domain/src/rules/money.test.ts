import { describe, expect, it } from 'vitest'
import { centsToDecimalText, formatCents, formatCentsPlain, parseReais } from './money.ts'

describe('money in centavos', () => {
  it("shows centavos as 'R$ 1.234,56'", () => {
    expect(formatCents(123456)).toBe('R$ 1.234,56')
    expect(formatCents(5)).toBe('R$ 0,05')
    expect(formatCents(1_000_000)).toBe('R$ 10.000,00')
    expect(formatCents(-2500)).toBe('-R$ 25,00')
  })

  it('writes spreadsheet and BR Code numbers', () => {
    expect(formatCentsPlain(123456)).toBe('1234,56')
    expect(centsToDecimalText(8000)).toBe('80.00')
    expect(centsToDecimalText(1005)).toBe('10.05')
  })

  it('reads what a person types as Brazilians write money', () => {
    expect(parseReais('80')).toBe(8000)
    expect(parseReais('80,5')).toBe(8050)
    expect(parseReais('R$ 1.234,56')).toBe(123456)
    expect(parseReais('1234,56')).toBe(123456)
    expect(parseReais('0,01')).toBe(1)
    expect(parseReais('12.5')).toBeNull()
    expect(parseReais('1,234')).toBeNull()
    expect(parseReais('abc')).toBeNull()
    expect(parseReais('')).toBeNull()
  })
})
