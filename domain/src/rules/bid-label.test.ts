import { describe, expect, it } from 'vitest'
import { bidLabel, gameWeekdayTime } from './bid-label.ts'

describe('bidLabel', () => {
  it('names the game by number, weekday and time', () => {
    expect(bidLabel({ number: 14, dayOfMatch: '2026-12-03T20:00:00' })).toBe(
      'BID #14 — quinta 20:00',
    )
    expect(gameWeekdayTime('2026-12-01T21:30')).toBe('terça 21:30')
    expect(gameWeekdayTime('2026-12-06T09:00:00')).toBe('domingo 09:00')
  })
})
