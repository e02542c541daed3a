import { describe, expect, it } from 'vitest'
import { confirmedChangedSinceDraw } from './draw-line-up.ts'

const draw = {
  teams: [
    { players: [{ companyPlayerId: 1 }, { companyPlayerId: 2 }] },
    { players: [{ companyPlayerId: 3 }] },
  ],
  reserves: [{ companyPlayerId: 4 }],
}

describe('confirmedChangedSinceDraw', () => {
  it('is false for the same players in any order, reserves included', () => {
    expect(confirmedChangedSinceDraw(draw, [4, 3, 2, 1])).toBe(false)
  })

  it('is true when someone confirmed, left or was swapped after the draw', () => {
    expect(confirmedChangedSinceDraw(draw, [1, 2, 3, 4, 5])).toBe(true)
    expect(confirmedChangedSinceDraw(draw, [1, 2, 3])).toBe(true)
    expect(confirmedChangedSinceDraw(draw, [1, 2, 3, 5])).toBe(true)
  })
})
