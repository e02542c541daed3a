import { describe, expect, it } from 'vitest'
import { syncAgeSeconds, syncAgeTone } from './sync-age'

describe('sync age', () => {
  it.each([
    [0, 'green'],
    [29, 'green'],
    [30, 'yellow'],
    [59, 'yellow'],
    [60, 'red'],
    [600, 'red'],
  ])('%s s is %s', (seconds, tone) => {
    expect(syncAgeTone(seconds)).toBe(tone)
  })

  it('counts whole seconds and never goes negative', () => {
    expect(syncAgeSeconds(1_000, 32_999)).toBe(31)
    expect(syncAgeSeconds(5_000, 1_000)).toBe(0)
  })
})
