import { describe, expect, it } from 'vitest'
import { formatPhone, isAllowedPhoneKey, normalisedPhone, phoneDigits } from './phone.ts'

describe('phone mask', () => {
  it('keeps only digits', () => {
    expect(phoneDigits('(11) 9a8b7-6 5.4+3')).toBe('119876543')
    expect(formatPhone('abc')).toBe('')
  })

  it('formats a mobile number as (99) 99999-9999', () => {
    expect(formatPhone('11987654321')).toBe('(11) 98765-4321')
  })

  it('formats a landline as (99) 9999-9999', () => {
    expect(formatPhone('1134567890')).toBe('(11) 3456-7890')
  })

  it('formats partial input as the user types', () => {
    expect(formatPhone('1')).toBe('(1')
    expect(formatPhone('11')).toBe('(11')
    expect(formatPhone('119')).toBe('(11) 9')
    expect(formatPhone('119876')).toBe('(11) 9876')
    expect(formatPhone('1198765')).toBe('(11) 9876-5')
  })

  it('never goes past 15 characters', () => {
    const formatted = formatPhone('11987654321999999')
    expect(formatted).toBe('(11) 98765-4321')
    expect(formatted.length).toBeLessThanOrEqual(15)
  })

  it('is stable when formatting an already formatted number', () => {
    expect(formatPhone(formatPhone('11987654321'))).toBe('(11) 98765-4321')
  })

  it('lets through digits, navigation keys and shortcuts only', () => {
    expect(isAllowedPhoneKey('7')).toBe(true)
    expect(isAllowedPhoneKey('Backspace')).toBe(true)
    expect(isAllowedPhoneKey('ArrowLeft')).toBe(true)
    expect(isAllowedPhoneKey('a')).toBe(false)
    expect(isAllowedPhoneKey('-')).toBe(false)
    expect(isAllowedPhoneKey('v', true)).toBe(true)
  })
})

describe('normalisedPhone', () => {
  it('stores the formatted number, or null when no digit was typed', () => {
    expect(normalisedPhone('11987654321')).toBe('(11) 98765-4321')
    expect(normalisedPhone('(11) 3456-7890')).toBe('(11) 3456-7890')
    expect(normalisedPhone('--')).toBeNull()
    expect(normalisedPhone('')).toBeNull()
    expect(normalisedPhone(null)).toBeNull()
  })
})
