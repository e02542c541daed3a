import { describe, expect, it } from 'vitest'
import { optionalText, requiredText, text, TEXT_MAX } from './text.ts'

const messagesOf = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? []

describe('text', () => {
  const name = requiredText('Nome é obrigatório', { label: 'Nome', max: 10 })

  it('trims and accepts ordinary text, accents and emoji included', () => {
    expect(name.parse('  João ⚽ ')).toBe('João ⚽')
  })

  it.each(['\u0000', '\u0001', '\u001f', '\u007f', '\n', '\t', 'a\u0000b', '\ud800', 'a\udfffb'])(
    'refuses %j with its own message and no other',
    (value) => {
      expect(messagesOf(name.safeParse(`Ana${value}Lu`))).toEqual([
        'Caracteres inválidos no campo Nome',
      ])
    },
  )

  it('says an over-long value is too long, not that it is missing', () => {
    expect(messagesOf(name.safeParse('x'.repeat(11)))).toEqual([
      'Nome muito longo (máximo 10 caracteres)',
    ])
    expect(name.parse('x'.repeat(10))).toBe('x'.repeat(10))
  })

  it('counts the length after trimming', () => {
    expect(name.parse(`  ${'x'.repeat(10)}  `)).toBe('x'.repeat(10))
  })

  it('agrees with a feminine label', () => {
    const message = text({ label: 'Mensagem', max: 3, feminine: true })
    expect(messagesOf(message.safeParse('abcd'))).toEqual([
      'Mensagem muito longa (máximo 3 caracteres)',
    ])
    expect(messagesOf(message.safeParse(5))).toEqual(['Mensagem inválida'])
  })

  it('keeps line breaks and tabs in a multi-line text, never NUL', () => {
    const body = text({ label: 'Mensagem', max: 50, feminine: true, multiline: true })
    expect(body.parse('Olá,\r\n\tmundo')).toBe('Olá,\r\n\tmundo')
    expect(messagesOf(body.safeParse('Olá\u0000'))).toEqual([
      'Caracteres inválidos no campo Mensagem',
    ])
  })

  it('keeps the spaces of an untrimmed text', () => {
    expect(text({ label: 'Senha', max: 10, trim: false }).parse(' a b ')).toBe(' a b ')
  })

  it('answers a missing required value with the field’s own message', () => {
    expect(messagesOf(name.safeParse(undefined))).toEqual(['Nome é obrigatório'])
    expect(messagesOf(name.safeParse('   '))).toEqual(['Nome é obrigatório'])
  })

  it('turns a blank optional text into null and still bounds it', () => {
    const phone = optionalText({ label: 'Telefone', max: 5 })
    expect(phone.parse('  ')).toBeNull()
    expect(phone.parse(null)).toBeNull()
    expect(phone.parse(undefined)).toBeNull()
    expect(messagesOf(phone.safeParse('123456'))).toEqual([
      'Telefone muito longo (máximo 5 caracteres)',
    ])
  })

  it('exports every limit as a positive whole number', () => {
    for (const max of Object.values(TEXT_MAX)) expect(Number.isInteger(max) && max > 0).toBe(true)
  })
})

describe('a formatted text', () => {
  const date = text({ label: 'Data', max: 10, formatMessage: 'Data inválida' })

  it('answers every refusal with its one format message', () => {
    expect(messagesOf(date.safeParse('2031-02-10T20:00:00Z'))).toEqual(['Data inválida'])
    expect(messagesOf(date.safeParse('2031\u000002-10'))).toEqual(['Data inválida'])
    expect(messagesOf(date.safeParse(20310210))).toEqual(['Data inválida'])
  })
})
