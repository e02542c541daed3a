import { describe, expect, it } from 'vitest'
import { idField, idOrNewField, MAX_ID, pathIdField } from './ids.ts'

const messageOf = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message

describe('ids', () => {
  it('takes 1 to the largest PostgreSQL integer', () => {
    expect(idField().parse(1)).toBe(1)
    expect(idField().parse(MAX_ID)).toBe(2_147_483_647)
  })

  it.each([0, -1, 1.5, MAX_ID + 1, Number.MAX_SAFE_INTEGER, '7', null, Infinity])(
    'refuses %j',
    (value) => {
      expect(messageOf(idField().safeParse(value))).toBe('Identificador inválido.')
    },
  )

  it('answers a missing id with the field’s own message', () => {
    expect(messageOf(idField('Jogador é obrigatório').safeParse(undefined))).toBe(
      'Jogador é obrigatório',
    )
    expect(messageOf(idField('Jogador é obrigatório').safeParse(MAX_ID + 1))).toBe(
      'Identificador inválido.',
    )
  })

  it('lets 0 mean a new row where the contract says so', () => {
    expect(idOrNewField().parse(0)).toBe(0)
    expect(messageOf(idOrNewField().safeParse(MAX_ID + 1))).toBe('Identificador inválido.')
  })

  it('reads a path id from digits only', () => {
    expect(pathIdField().parse('42')).toBe(42)
    expect(pathIdField().parse('2147483647')).toBe(MAX_ID)
  })

  it.each(['2147483648', '99999999999', '0', '-1', '1e3', ' 4', '0x10', '', '1.0', '4\u0000'])(
    'refuses the path id %j',
    (value) => {
      expect(messageOf(pathIdField().safeParse(value))).toBe('Identificador inválido.')
    },
  )
})
