import { describe, expect, it } from 'vitest'
import {
  buildPixBrCode,
  crc16Ccitt,
  pixText,
  pixTextIsUsable,
  readBrCodeFields,
} from './pix-br-code.ts'
import { financeSettingsSchema } from '../contracts/finance.ts'
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
    })!
    expect(payload).toBe(MANUAL_EXAMPLE)
  })

  it('puts the amount, the txid and a matching CRC in a charge', () => {
    const payload = buildPixBrCode({
      key: '+5511987654321',
      name: 'Pelada do Zé',
      city: 'São Paulo',
      amountCents: 8000,
      txid: 'BIDFUT-42',
    })!
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
    })!
    expect(new TextEncoder().encode(payload).length).toBe(payload.length)
    const fields = readBrCodeFields(payload)
    expect(fields.get('59')).toBe('Associacao Atletica Sao S')
    expect(fields.get('60')).toBe('Ribeirao das Ne')
    expect(fields.get('54')).toBe('10000.00')
    expect(fields.get('62')).toBe('0503***')
  })
})

describe('the receiver in the BR Code alphabet (issue 38)', () => {
  // Thirty odd names and cities as an organiser might type or paste them: what the code carries,
  // or null when nothing is left and the settings are refused naming the field.
  const cases: [string, string | null][] = [
    ['Łódź', 'Lodz'],
    ['ﬁﬁ', 'fifi'],
    ['😀😀😀', null],
    ['\u200b\u200b\u200b', null],
    ['  ', null],
    ['Ærøskøbing', 'AEroskobing'],
    ['Œuvre de Straße', 'OEuvre de Strasse'],
    ['Þórshöfn', 'THorshofn'],
    ['Đakovo', 'Dakovo'],
    ['Ｓãｏ Ｐａｕｌｏ', 'Sao Paulo'],
    ['𝐁𝐞𝐥𝐨 𝐇𝐨𝐫𝐢𝐳𝐨𝐧𝐭𝐞', 'Belo Horizonte'],
    ['Zé\u00a0do\u2003Gol', 'Ze do Gol'],
    ['Zé  da   Vila ', 'Ze da Vila'],
    ['Ĳssel', 'IJssel'],
    ['Nº 1 da Vila', 'No 1 da Vila'],
    ['Mãe d’Água', "Mae d'Agua"],
    ['Pelada ⚽ do Zé', 'Pelada do Ze'],
    ['ⅫⅢ', 'XIIIII'],
    ['Москва', null],
    ['東京', null],
    ['Μύκονος', null],
    ['Ⓟⓔⓛⓐⓓⓐ', 'Pelada'],
    ['ĦAĦA', 'HAHA'],
    ['çÇñÑ', 'cCnN'],
    ['a\u0301\u0302\u0303', 'a'],
    ['Ø Ø', 'O O'],
    ['ıstanbul', 'istanbul'],
    ['D’Ávila — BA', "D'Avila - BA"],
    ['️⃣', null],
    ['\u202e\u202dAbc', 'Abc'],
  ]

  it('has thirty cases', () => expect(cases).toHaveLength(30))

  it.each(cases)('%j → %j', (typed, expected) => {
    expect(pixTextIsUsable(typed)).toBe(expected !== null)
    if (expected !== null) expect(pixText(typed)).toBe(expected)
    const settings = financeSettingsSchema.safeParse({
      pixKeyType: 'email',
      pixKey: 'tesouraria@pelada.com',
      receiverName: typed,
      receiverCity: typed,
      dueDay: 10,
      monthlyFeeCents: null,
      gameFeeCents: null,
      courtCostCents: null,
    })
    const refused = settings.success
      ? []
      : [...new Set(settings.error.issues.map((issue) => issue.path.join('.')))].sort()
    if (expected === null) expect(refused).toEqual(['receiverCity', 'receiverName'])
    else expect(refused).toEqual([])
    const code = buildPixBrCode({ key: 'tesouraria@pelada.com', name: typed, city: typed })
    if (expected === null) {
      expect(code).toBeNull()
      return
    }
    const fields = readBrCodeFields(code!)
    expect(fields.get('59')).toBe(expected.slice(0, 25).trim())
    expect(fields.get('60')).toBe(expected.slice(0, 15).trim())
    expect(new TextEncoder().encode(code!).length).toBe(code!.length)
    expect(crc16Ccitt(code!.slice(0, -4))).toBe(code!.slice(-4))
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
