import { describe, expect, it } from 'vitest'
import { isValidCnpj, isValidCpf } from './cpf-cnpj.ts'

describe('isValidCpf', () => {
  it('accepts CPFs whose check digits match, with or without punctuation', () => {
    expect(isValidCpf('529.982.247-25')).toBe(true)
    expect(isValidCpf('52998224725')).toBe(true)
    expect(isValidCpf('111.444.777-35')).toBe(true)
  })

  it('refuses a wrong check digit, repeated digits and the wrong length', () => {
    expect(isValidCpf('529.982.247-24')).toBe(false)
    expect(isValidCpf('529.982.247-15')).toBe(false)
    expect(isValidCpf('111.111.111-11')).toBe(false)
    expect(isValidCpf('5299822472')).toBe(false)
    expect(isValidCpf('52998224725a')).toBe(false)
  })
})

describe('isValidCnpj', () => {
  it('accepts numeric CNPJs whose check digits match', () => {
    expect(isValidCnpj('11.222.333/0001-81')).toBe(true)
    expect(isValidCnpj('11222333000181')).toBe(true)
  })

  it("accepts the Receita Federal's alphanumeric example", () => {
    expect(isValidCnpj('12.ABC.345/01DE-35')).toBe(true)
    expect(isValidCnpj('12abc34501de35')).toBe(true)
  })

  it('refuses a wrong check digit, repeated digits, letters in the check digits', () => {
    expect(isValidCnpj('11.222.333/0001-82')).toBe(false)
    expect(isValidCnpj('12.ABC.345/01DE-36')).toBe(false)
    expect(isValidCnpj('00.000.000/0000-00')).toBe(false)
    expect(isValidCnpj('11.222.333/0001-8A')).toBe(false)
    expect(isValidCnpj('1122233300018')).toBe(false)
  })
})
