import { describe, expect, it } from 'vitest'
import { newRating, rateNight, suggestedSkill, MIN_MATCHES_FOR_SUGGESTION } from './ratings.ts'

describe('rateNight', () => {
  it('raises the winners, lowers the losers and shrinks everyone’s uncertainty', () => {
    const after = rateNight(new Map(), [{ home: [1, 2], away: [3, 4], homeGoals: 3, awayGoals: 1 }])
    const start = newRating()
    expect(after.get(1)!.mu).toBeGreaterThan(start.mu)
    expect(after.get(3)!.mu).toBeLessThan(start.mu)
    for (const id of [1, 2, 3, 4]) {
      expect(after.get(id)!.sigma).toBeLessThan(start.sigma)
      expect(after.get(id)!.games).toBe(1)
    }
  })

  it('moves nobody’s mean on a draw between equal teams', () => {
    const after = rateNight(new Map(), [{ home: [1], away: [2], homeGoals: 2, awayGoals: 2 }])
    expect(after.get(1)!.mu).toBeCloseTo(newRating().mu, 6)
    expect(after.get(2)!.mu).toBeCloseTo(newRating().mu, 6)
  })

  it('learns nothing from a match without a score and leaves absent players alone', () => {
    const before = new Map([[9, { mu: 30, sigma: 5, games: 12 }]])
    const after = rateNight(before, [{ home: [1], away: [2], homeGoals: null, awayGoals: 1 }])
    expect(after.has(1)).toBe(false)
    expect(after.get(9)).toEqual({ mu: 30, sigma: 5, games: 12 })
  })
})

describe('suggestedSkill', () => {
  it('suggests nothing until enough matches are rated', () => {
    expect(suggestedSkill({ mu: 35, sigma: 3, games: MIN_MATCHES_FOR_SUGGESTION - 1 })).toBeNull()
  })

  it('maps the rating onto the 1-10 scale, 25 being 5, clamped at both ends', () => {
    expect(suggestedSkill({ mu: 25, sigma: 3, games: 10 })).toBe(5)
    expect(suggestedSkill({ mu: 29, sigma: 3, games: 10 })).toBe(7)
    expect(suggestedSkill({ mu: 80, sigma: 3, games: 10 })).toBe(10)
    expect(suggestedSkill({ mu: -20, sigma: 3, games: 10 })).toBe(1)
  })
})
