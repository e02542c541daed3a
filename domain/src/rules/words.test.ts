import { describe, expect, it } from 'vitest'
import { hoursText, peladaNamed } from './words.ts'

describe('words', () => {
  it('says one hour in the singular', () => {
    expect(hoursText(1)).toBe('1 hora')
    expect(hoursText(48)).toBe('48 horas')
  })

  it("never says 'pelada' twice", () => {
    expect(`na ${peladaNamed('Pelada do Canto')}`).toBe('na Pelada do Canto')
    expect(`na ${peladaNamed('pelada da firma')}`).toBe('na pelada da firma')
    expect(`na ${peladaNamed('Amigos da Quinta')}`).toBe('na pelada Amigos da Quinta')
    expect(`na ${peladaNamed('Peladeiros FC')}`).toBe('na pelada Peladeiros FC')
  })
})
