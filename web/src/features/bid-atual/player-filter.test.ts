import { describe, expect, it } from 'vitest'
import { makePlayer } from '@/test/bid-fixtures'
import { searchKey, visiblePlayers } from './player-filter'

const players = [
  makePlayer(1, 'Caião', { status: 'confirmed' }),
  makePlayer(2, 'Zé Paredão', { status: 'waiting' }),
  makePlayer(3, 'Dudu', { status: 'absent' }),
  makePlayer(4, 'Lucão', { status: 'waiting' }),
]
const names = (list: { name: string }[]) => list.map((p) => p.name)

describe('player filter and search', () => {
  it('ignores case and accents', () => {
    expect(searchKey('  ZÉ Paredão ')).toBe('ze paredao')
    expect(names(visiblePlayers(players, 'all', 'CAIAO'))).toEqual(['Caião'])
    expect(names(visiblePlayers(players, 'all', 'ão'))).toEqual(['Caião', 'Zé Paredão', 'Lucão'])
    expect(names(visiblePlayers(players, 'all', '   '))).toHaveLength(4)
  })

  it('filters by status and combines with the search', () => {
    expect(names(visiblePlayers(players, 'confirmed', ''))).toEqual(['Caião'])
    expect(names(visiblePlayers(players, 'waiting', ''))).toEqual(['Zé Paredão', 'Lucão'])
    expect(names(visiblePlayers(players, 'waiting', 'luc'))).toEqual(['Lucão'])
    expect(visiblePlayers(players, 'waitlisted', '')).toEqual([])
  })

  it('keeps players edited under the current filter', () => {
    expect(names(visiblePlayers(players, 'waiting', '', new Set([1])))).toEqual([
      'Caião',
      'Zé Paredão',
      'Lucão',
    ])
    expect(names(visiblePlayers(players, 'waiting', 'zé', new Set([1])))).toEqual(['Zé Paredão'])
  })
})
