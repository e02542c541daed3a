import { describe, expect, it } from 'vitest'
import { bidLabel, gameWeekdayTime, openBidLabels } from './bid-label.ts'

describe('bidLabel', () => {
  it('names the game by number, weekday and time', () => {
    expect(bidLabel({ number: 14, dayOfMatch: '2026-12-03T20:00:00' })).toBe(
      'BID #14 — quinta 20:00',
    )
    expect(gameWeekdayTime('2026-12-01T21:30')).toBe('terça 21:30')
    expect(gameWeekdayTime('2026-12-06T09:00:00')).toBe('domingo 09:00')
  })
})

describe('openBidLabels', () => {
  it('keeps the short label for games on different days or hours', () => {
    expect(
      openBidLabels([
        { number: 14, dayOfMatch: '2026-12-01T21:00:00' },
        { number: 15, dayOfMatch: '2026-12-03T20:00:00' },
        { number: 16, dayOfMatch: '2026-12-08T20:00:00' },
      ]),
    ).toEqual(['BID #14 — terça 21:00', 'BID #15 — quinta 20:00', 'BID #16 — terça 20:00'])
  })

  it('adds the date to two games that would read alike, and only to them', () => {
    expect(
      openBidLabels([
        { number: 11, dayOfMatch: '2026-12-03T20:00:00' },
        { number: 13, dayOfMatch: '2026-12-05T09:00:00' },
        { number: 12, dayOfMatch: '2026-12-10T20:00:00' },
      ]),
    ).toEqual([
      'BID #11 — quinta, 03/12 20:00',
      'BID #13 — sábado 09:00',
      'BID #12 — quinta, 10/12 20:00',
    ])
  })
})
