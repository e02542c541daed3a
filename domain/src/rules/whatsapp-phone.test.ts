import { describe, expect, it } from 'vitest'
import { toE164, whatsappIdVariants } from './whatsapp-phone.ts'

describe('WhatsApp numbers', () => {
  it('keeps numbers in E.164, Brazilian unless they say otherwise', () => {
    expect(toE164('(11) 98765-4321')).toBe('+5511987654321')
    expect(toE164('+55 21 99876-5432')).toBe('+5521998765432')
    expect(toE164('+351 912 345 678')).toBe('+351912345678')
    expect(toE164('1234')).toBeNull()
    expect(toE164('abc')).toBeNull()
  })

  it('matches a Brazilian mobile with or without its ninth digit', () => {
    expect(whatsappIdVariants('5511987654321')).toEqual(['+5511987654321', '+551187654321'])
    expect(whatsappIdVariants('551187654321')).toEqual(['+551187654321', '+5511987654321'])
    // A landline (starts with 2-5) has no ninth digit to add.
    expect(whatsappIdVariants('551132654321')).toEqual(['+551132654321'])
    expect(whatsappIdVariants('351912345678')).toEqual(['+351912345678'])
  })
})
