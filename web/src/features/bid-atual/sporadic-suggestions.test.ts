import { describe, expect, it } from 'vitest'
import { makeSporadicChoice } from '@/test/bid-fixtures'
import { filterSporadicChoices, findSporadicNamesake } from './sporadic-suggestions'

const choice = (companyPlayerId: number, name: string) =>
  makeSporadicChoice(companyPlayerId, name, { positionPlayer: null, skillLevel: 5 })

const choices = [choice(1, 'Caião'), choice(2, 'Igão'), choice(3, 'Tavinho'), choice(4, 'Samuca')]

describe('filterSporadicChoices', () => {
  it('suggests nothing before anything is typed', () => {
    expect(filterSporadicChoices(choices, '  ')).toEqual([])
  })

  it('matches anywhere in the name, ignoring case and accents', () => {
    expect(filterSporadicChoices(choices, 'AO').map((c) => c.name)).toEqual(['Caião', 'Igão'])
    expect(filterSporadicChoices(choices, 'tav').map((c) => c.name)).toEqual(['Tavinho'])
  })

  it('shows at most six', () => {
    const many = Array.from({ length: 10 }, (_, i) => choice(i, `Jogador ${i}`))
    expect(filterSporadicChoices(many, 'jog')).toHaveLength(6)
  })
})

describe('findSporadicNamesake', () => {
  it('finds the registered player whose whole name was typed, ignoring case, accents and spaces', () => {
    expect(findSporadicNamesake(choices, '  CAIAO ')?.companyPlayerId).toBe(1)
    expect(findSporadicNamesake(choices, 'samuca')?.companyPlayerId).toBe(4)
  })

  it('finds nobody for part of a name or a blank one', () => {
    expect(findSporadicNamesake(choices, 'Cai')).toBeUndefined()
    expect(findSporadicNamesake(choices, ' ')).toBeUndefined()
  })
})
