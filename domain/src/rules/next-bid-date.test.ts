import { describe, expect, it } from 'vitest'
import { nextBidDayOfMatch } from './next-bid-date.ts'

// Wednesday 25 November 2026, 23:30 UTC: 20:30 in São Paulo, 19:30 in Manaus, 18:30 in Rio
// Branco, 21:30 in Noronha. Brazil has had no daylight saving time since 2019.
const now = new Date('2026-11-25T23:30:00Z')
const SP = 'America/Sao_Paulo'
// The group's usual game: Wednesdays at 19:30 (a Wednesday three weeks back).
const usual = '2026-11-04T19:30:00'

describe('nextBidDayOfMatch', () => {
  it('is the next day of the usual weekday at the usual time', () => {
    // Monday 23 November, 12:00 in São Paulo: this week's Wednesday.
    const monday = new Date('2026-11-23T15:00:00Z')
    expect(nextBidDayOfMatch({ usual, latest: usual, timeZone: SP, now: monday })).toBe(
      '2026-11-25T19:30:00',
    )
    // Thursday: next week's Wednesday.
    const thursday = new Date('2026-11-26T15:00:00Z')
    expect(nextBidDayOfMatch({ usual, latest: usual, timeZone: SP, now: thursday })).toBe(
      '2026-12-02T19:30:00',
    )
  })

  it('offers today before kick-off and next week from kick-off on, in the group’s own zone', () => {
    const at = (timeZone: string) => nextBidDayOfMatch({ usual, latest: usual, timeZone, now })
    // 18:30 in Rio Branco: today's 19:30 is still ahead.
    expect(at('America/Rio_Branco')).toBe('2026-11-25T19:30:00')
    // 19:30 in Manaus: kick-off is now, so it is past (as the server counts it).
    expect(at('America/Manaus')).toBe('2026-12-02T19:30:00')
    // 20:30 in São Paulo and 21:30 in Noronha: today's game has started.
    expect(at(SP)).toBe('2026-12-02T19:30:00')
    expect(at('America/Noronha')).toBe('2026-12-02T19:30:00')
  })

  it('reads today as the group’s today, not the server’s (UTC)', () => {
    // Thursday 02:00 UTC is still Wednesday 23:00 in São Paulo: Thursday's 20:00 is tomorrow.
    const late = new Date('2026-11-26T02:00:00Z')
    const thursdays = '2026-11-19T20:00:00'
    expect(
      nextBidDayOfMatch({ usual: thursdays, latest: thursdays, timeZone: SP, now: late }),
    ).toBe('2026-11-26T20:00:00')
    // In Noronha (UTC−2) it is already Thursday 00:00 there too: the same day.
    expect(
      nextBidDayOfMatch({
        usual: thursdays,
        latest: thursdays,
        timeZone: 'America/Noronha',
        now: late,
      }),
    ).toBe('2026-11-26T20:00:00')
  })

  it('never offers again a day whose BID was just cancelled', () => {
    const monday = new Date('2026-11-23T15:00:00Z')
    // This Wednesday's BID was cancelled (a holiday): the next is the Wednesday after.
    const cancelled = '2026-11-25T19:30:00'
    expect(nextBidDayOfMatch({ usual, latest: cancelled, timeZone: SP, now: monday })).toBe(
      '2026-12-02T19:30:00',
    )
    // A cancelled BID moved to a Thursday does not move the group's day.
    expect(
      nextBidDayOfMatch({ usual, latest: '2026-11-26T21:00:00', timeZone: SP, now: monday }),
    ).toBe('2026-12-02T19:30:00')
  })

  it('keeps the minutes and seconds of the usual time, across a month and a year', () => {
    const newYearsEve = new Date('2026-12-31T15:00:00Z') // Thursday
    const saturdays = '2026-12-26T08:45:00'
    expect(
      nextBidDayOfMatch({ usual: saturdays, latest: saturdays, timeZone: SP, now: newYearsEve }),
    ).toBe('2027-01-02T08:45:00')
  })

  it('is null for a group with no BID yet', () => {
    expect(nextBidDayOfMatch({ usual: null, latest: null, timeZone: SP, now })).toBeNull()
  })
})
