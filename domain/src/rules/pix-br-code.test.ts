import { describe, expect, it } from 'vitest'
import { buildPixBrCode, crc16Ccitt, readBrCodeFields } from './pix-br-code.ts'
import { normalisePixKey } from './pix-key.ts'

// The Banco Central's BR Code manual: a random key, 'Fulano de Tal', 'BRASILIA', no amount.
const MANUAL_EXAMPLE =
  '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-426655440000' +
  '5204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D'

describe('crc16Ccitt', () => {
  it("gives CRC-16/CCITT-FALSE's check value for '123456789'", () => {
    expect(crc16Ccitt('123456789')).toBe('29B1')
  })

  it("gives the manual example's CRC over everything up to and including '6304'", () => {
    expect(crc16Ccitt(MANUAL_EXAMPLE.slice(0, -4))).toBe('1D3D')
  })
})

describe('buildPixBrCode', () => {
  it("builds the manual's example byte for byte", () => {
    const payload = buildPixBrCode({
      key: '123e4567-e12b-12d1-a456-426655440000',
      name: 'Fulano de Tal',
      city: 'BRASILIA',
    })
    expect(payload).toBe(MANUAL_EXAMPLE)
  })

  it('puts the amount, the txid and a matching CRC in a charge', () => {
    const payload = buildPixBrCode({
      key: '+5511987654321',
      name: 'Pelada do Zé',
      city: 'São Paulo',
      amountCents: 8000,
      txid: 'BIDFUT-42',
    })
    const fields = readBrCodeFields(payload)
    expect(fields.get('00')).toBe('01')
    expect(fields.get('26')).toBe('0014br.gov.bcb.pix0114+5511987654321')
    expect(fields.get('52')).toBe('0000')
    expect(fields.get('53')).toBe('986')
    expect(fields.get('54')).toBe('80.00')
    expect(fields.get('58')).toBe('BR')
    expect(fields.get('59')).toBe('Pelada do Ze')
    expect(fields.get('60')).toBe('Sao Paulo')
    expect(fields.get('62')).toBe('0508BIDFUT42')
    expect(payload.slice(-8, -4)).toBe('6304')
    expect(crc16Ccitt(payload.slice(0, -4))).toBe(payload.slice(-4))
  })

  it('counts lengths in characters that are bytes too: accents are dropped, limits kept', () => {
    const payload = buildPixBrCode({
      key: 'tesouraria@pelada.com.br',
      name: 'Associação Atlética São Sebastião',
      city: 'Ribeirão das Neves',
      amountCents: 1_000_000,
    })
    expect(new TextEncoder().encode(payload).length).toBe(payload.length)
    const fields = readBrCodeFields(payload)
    expect(fields.get('59')).toBe('Associacao Atletica Sao S')
    expect(fields.get('60')).toBe('Ribeirao das Ne')
    expect(fields.get('54')).toBe('10000.00')
    expect(fields.get('62')).toBe('0503***')
  })
})

describe('normalisePixKey', () => {
  it('stores each key type the way the Pix directory does', () => {
    expect(normalisePixKey('cpf', '529.982.247-25')).toBe('52998224725')
    expect(normalisePixKey('cnpj', '11.222.333/0001-81')).toBe('11222333000181')
    expect(normalisePixKey('email', ' Tesouraria@Pelada.com ')).toBe('tesouraria@pelada.com')
    expect(normalisePixKey('phone', '(11) 98765-4321')).toBe('+5511987654321')
    expect(normalisePixKey('phone', '+55 11 98765-4321')).toBe('+5511987654321')
    expect(normalisePixKey('random', '123E4567-E12B-12D1-A456-426655440000')).toBe(
      '123e4567-e12b-12d1-a456-426655440000',
    )
  })

  it('refuses a key that is not of its type', () => {
    expect(normalisePixKey('cpf', '529.982.247-24')).toBeNull()
    expect(normalisePixKey('cnpj', '11.222.333/0001-80')).toBeNull()
    expect(normalisePixKey('email', 'tesouraria')).toBeNull()
    expect(normalisePixKey('phone', '98765-4321')).toBeNull()
    expect(normalisePixKey('phone', '+1 212 555 0100')).toBeNull()
    expect(normalisePixKey('random', '123e4567')).toBeNull()
  })
})
