import { describe, expect, it } from 'vitest'
import { registeredPlayerSchema } from '@bidfut/domain/contracts/players'
import { filterPlayers } from './filter-players'

const base = {
  email: null,
  phone: null,
  photoUrl: null,
  typePlayer: 'monthly',
  quantityOfGoals: 0,
  attendancePercentage: 0,
  absences: { count: 0, games: 0 },
  skillLevel: 5,
  status: 1,
  role: 'member',
  activated: true,
  guest: false,
} as const

const players = registeredPlayerSchema.array().parse([
  {
    ...base,
    id: 1,
    playerId: 1,
    name: 'José Antônio',
    nickname: 'Zé',
    playerPosition: 'striker',
    positionPlayer: 'striker',
  },
  {
    ...base,
    id: 2,
    playerId: 2,
    name: 'Marcos',
    nickname: null,
    playerPosition: 'midfielder',
    positionPlayer: 'midfielder',
  },
  {
    ...base,
    id: 3,
    playerId: 3,
    name: 'Paulo',
    nickname: 'Paulinho',
    playerPosition: null,
    positionPlayer: null,
  },
])

const names = (search: string) => filterPlayers(players, search).map((p) => p.name)

describe('filterPlayers', () => {
  it('keeps everyone for a blank search', () => {
    expect(names('  ')).toHaveLength(3)
  })
  it('matches the name ignoring case and accents', () => {
    expect(names('jose antonio')).toEqual(['José Antônio'])
  })
  it('matches the nickname', () => {
    expect(names('paulinho')).toEqual(['Paulo'])
    expect(names('zé')).toEqual(['José Antônio'])
  })
  it('matches the position as shown (Meia, Atacante)', () => {
    expect(names('meia')).toEqual(['Marcos'])
    expect(names('ATACANTE')).toEqual(['José Antônio'])
  })
})
