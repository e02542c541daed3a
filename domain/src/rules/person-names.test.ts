import { describe, expect, it } from 'vitest'
import { displayName, findNamesake, firstName, nameKey, sortByName } from './person-names.ts'

const members = [
  { id: 1, nickname: 'Gabigol', fullName: 'Gabriel Barbosa' },
  { id: 2, nickname: null, fullName: 'João  Araújo' },
  { id: 3, nickname: 'Zé', fullName: 'José da Silva' },
]

describe('nameKey', () => {
  it('ignores case, accents and spacing', () => {
    expect(nameKey('  JOÃO   Araújo ')).toBe('joao araujo')
    expect(nameKey('Çéü')).toBe('ceu')
  })

  it('keeps letters, digits and punctuation that tell people apart', () => {
    expect(nameKey('Zé 2')).not.toBe(nameKey('Zé'))
    expect(nameKey('Ana-Maria')).not.toBe(nameKey('Ana Maria'))
  })
})

describe('findNamesake', () => {
  it('finds a member by nickname or by full name, ignoring case and accents', () => {
    expect(findNamesake(members, 'gabigol')?.id).toBe(1)
    expect(findNamesake(members, 'GABRIEL barbosa')?.id).toBe(1)
    expect(findNamesake(members, 'joao araujo')?.id).toBe(2)
    expect(findNamesake(members, 'ZE')?.id).toBe(3)
  })

  it('wants the whole name: a part of it is someone else', () => {
    expect(findNamesake(members, 'Gabi')).toBeUndefined()
    expect(findNamesake(members, 'Gabriel')).toBeUndefined()
    expect(findNamesake(members, 'José')).toBeUndefined()
  })

  it('finds nobody for a blank name', () => {
    expect(findNamesake(members, '   ')).toBeUndefined()
    expect(findNamesake([{ nickname: null, fullName: ' ' }], ' ')).toBeUndefined()
  })
})

describe('displayName', () => {
  it('is the nickname when there is one, else the full name', () => {
    expect(displayName({ nickname: ' Zé ', fullName: 'José da Silva' })).toBe('Zé')
    expect(displayName({ nickname: '  ', fullName: 'José da Silva' })).toBe('José da Silva')
    expect(displayName({ nickname: null, fullName: 'Ana' })).toBe('Ana')
  })
})

describe('firstName', () => {
  it('is the first word, whatever the spacing', () => {
    expect(firstName('  Ana   Maria Souza ')).toBe('Ana')
    expect(firstName('Ana\tMaria')).toBe('Ana')
    expect(firstName('')).toBe('')
  })
})

describe('sortByName', () => {
  it('sorts in pt-BR order, numbers as numbers, then by membership id', () => {
    const sorted = sortByName([
      { name: 'Zé 10', companyPlayerId: 1 },
      { name: 'zé 2', companyPlayerId: 2 },
      { name: 'Ágata', companyPlayerId: 3 },
      { name: 'Bia', companyPlayerId: 5 },
      { name: 'bia', companyPlayerId: 4 },
    ])
    expect(sorted.map((p) => p.companyPlayerId)).toEqual([3, 4, 5, 2, 1])
  })
})
