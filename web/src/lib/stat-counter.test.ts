import { describe, expect, it } from 'vitest'
import { MAX_STAT_VALUE } from '@bidfut/domain/contracts/bids'
import { canStep, clampCounter, parseCounterInput, stepCounter } from './stat-counter'

describe('stat counter rules', () => {
  it('keeps whole numbers from 0 up to the cap', () => {
    expect(clampCounter(3)).toBe(3)
    expect(clampCounter(2.7)).toBe(2)
    expect(clampCounter(-4)).toBe(0)
    expect(clampCounter(Number.NaN)).toBe(0)
    expect(clampCounter(MAX_STAT_VALUE + 5)).toBe(MAX_STAT_VALUE)
  })

  it('steps by one and never below 0', () => {
    expect(stepCounter(2, 1)).toBe(3)
    expect(stepCounter(2, -1)).toBe(1)
    expect(stepCounter(0, -1)).toBe(0)
  })

  it('disables minus at 0 and plus at the cap', () => {
    expect(canStep(0, -1)).toBe(false)
    expect(canStep(1, -1)).toBe(true)
    expect(canStep(0, 1)).toBe(true)
    expect(canStep(MAX_STAT_VALUE, 1)).toBe(false)
  })

  it('turns non-numeric input into 0', () => {
    expect(parseCounterInput('abc', 4)).toBe(0)
    expect(parseCounterInput('', 4)).toBe(0)
    expect(parseCounterInput('  ', 4)).toBe(0)
  })

  it('ignores negative input and keeps the previous value', () => {
    expect(parseCounterInput('-3', 4)).toBe(4)
    expect(parseCounterInput(' -1', 0)).toBe(0)
  })

  it('reads numbers, dropping fractions', () => {
    expect(parseCounterInput('7', 0)).toBe(7)
    expect(parseCounterInput('2,9', 0)).toBe(2)
    expect(parseCounterInput('1.5', 0)).toBe(1)
    expect(parseCounterInput('1000', 0)).toBe(MAX_STAT_VALUE)
  })
})
