import { describe, expect, it } from 'vitest'
import { barWidthPercent, isHighlighted, MIN_BAR_PERCENT } from './goals-per-bid-bars'

describe('goals per BID bars', () => {
  it('sizes each bar against the best BID, never under 5 %', () => {
    expect(barWidthPercent(10, 10)).toBe(100)
    expect(barWidthPercent(5, 10)).toBe(50)
    expect(barWidthPercent(0, 10)).toBe(MIN_BAR_PERCENT)
    expect(barWidthPercent(1, 40)).toBe(MIN_BAR_PERCENT)
    expect(barWidthPercent(3, 40)).toBe(7.5)
  })

  it('shows the minimum when no BID had a goal', () => {
    expect(barWidthPercent(0, 0)).toBe(MIN_BAR_PERCENT)
  })

  it('highlights only above 60 % of the best BID', () => {
    expect(isHighlighted(7, 10)).toBe(true)
    expect(isHighlighted(6, 10)).toBe(false)
    expect(isHighlighted(10, 10)).toBe(true)
    expect(isHighlighted(0, 0)).toBe(false)
  })
})
