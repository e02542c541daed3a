import { describe, expect, it } from 'vitest'
import {
  MIN_MATCHES_FOR_CLEAR_EVIDENCE,
  MIN_MATCHES_FOR_SUGGESTION,
  newRating,
  rateNight,
  suggestedSkill,
} from './ratings.ts'

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
  it('suggests nothing before two rated matches, whatever they say', () => {
    expect(
      suggestedSkill({ mu: 45, sigma: 6, games: MIN_MATCHES_FOR_CLEAR_EVIDENCE - 1 }, 1),
    ).toBeNull()
  })

  it('before five matches, suggests only clear evidence, at its cautious level', () => {
    // mu 35 ± 6: levels 7 to 10, so a typed 5 is clearly low; 7 is the cautious suggestion.
    expect(suggestedSkill({ mu: 35, sigma: 6, games: 2 }, 5)).toBe(7)
    // mu 15 ± 6: levels 1 to 3, so a typed 8 is clearly high; 3 is the cautious suggestion.
    expect(suggestedSkill({ mu: 15, sigma: 6, games: 4 }, 8)).toBe(3)
    // mu 29 ± 6: levels 4 to 10 include the typed 5: not clear yet.
    expect(suggestedSkill({ mu: 29, sigma: 6, games: 4 }, 5)).toBeNull()
  })

  it('from five matches maps the mean onto the 1-10 scale, 25 being 5, clamped at both ends', () => {
    const after = (mu: number) => ({ mu, sigma: 3, games: MIN_MATCHES_FOR_SUGGESTION })
    expect(suggestedSkill(after(25), 9)).toBe(5)
    expect(suggestedSkill(after(29), 5)).toBe(7)
    expect(suggestedSkill(after(80), 5)).toBe(10)
    expect(suggestedSkill(after(-20), 5)).toBe(1)
  })
})
