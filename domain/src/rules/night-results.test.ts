import { describe, expect, it } from 'vitest'
import { nextPairing, outcomeFor, winRate, type PlayedMatch } from './night-results.ts'

const m = (home: number, away: number, hg: number | null, ag: number | null): PlayedMatch => ({
  homeTeamId: home,
  awayTeamId: away,
  homeGoals: hg,
  awayGoals: ag,
})

describe('nextPairing (quem ganha fica)', () => {
  it('starts with the first two teams', () => {
    expect(nextPairing([1, 2, 3], [])).toEqual([1, 2])
  })
  it('keeps the winner on against the waiting team', () => {
    expect(nextPairing([1, 2, 3], [m(1, 2, 0, 2)])).toEqual([2, 3])
    expect(nextPairing([1, 2, 3, 4], [m(1, 2, 1, 0), m(1, 3, 2, 1)])).toEqual([1, 4])
  })
  it('after a draw with three teams, the team on longer leaves', () => {
    expect(nextPairing([1, 2, 3], [m(1, 2, 1, 0), m(1, 3, 1, 1)])).toEqual([3, 2])
  })
  it('after a draw with four teams, the two waiting teams play', () => {
    expect(nextPairing([1, 2, 3, 4], [m(1, 2, 1, 1)])).toEqual([3, 4])
  })
  it('always the same pair with two teams, and none with one', () => {
    expect(nextPairing([1, 2], [m(1, 2, 3, 0)])).toEqual([1, 2])
    expect(nextPairing([1], [])).toBeNull()
  })
})

describe('outcomeFor and winRate', () => {
  it('reads a team’s outcome; a match without a score counts for nothing', () => {
    expect(outcomeFor(m(1, 2, 2, 1), 1)).toBe('win')
    expect(outcomeFor(m(1, 2, 2, 1), 2)).toBe('loss')
    expect(outcomeFor(m(1, 2, 1, 1), 2)).toBe('draw')
    expect(outcomeFor(m(1, 2, null, null), 1)).toBeNull()
    expect(outcomeFor(m(1, 2, 1, 0), 3)).toBeNull()
  })
  it('is wins over scored matches, null with none', () => {
    expect(winRate({ wins: 1, draws: 1, losses: 2 })).toBe(25)
    expect(winRate({ wins: 0, draws: 0, losses: 0 })).toBeNull()
  })
})
