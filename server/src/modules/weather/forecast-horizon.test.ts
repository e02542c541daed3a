import { describe, expect, it } from 'vitest'
import { forecastAvailableFrom } from './forecast-horizon.ts'

const SP = 'America/Sao_Paulo'
// 12:00 on 20 November in São Paulo.
const NOW = new Date('2026-11-20T15:00:00Z')

describe('the 16-day forecast horizon', () => {
  it('has a forecast for today and the 15 days after it', () => {
    expect(forecastAvailableFrom('2026-11-20', SP, NOW)).toBeNull()
    expect(forecastAvailableFrom('2026-12-05', SP, NOW)).toBeNull()
  })

  it('says from when a later game will have one: 15 days before it', () => {
    expect(forecastAvailableFrom('2026-12-06', SP, NOW)).toBe('2026-11-21')
    expect(forecastAvailableFrom('2027-01-15', SP, NOW)).toBe('2026-12-31')
  })

  it('counts days in the group’s time zone, not in UTC', () => {
    // 23:00 on 20 November in São Paulo is already the 21st in UTC.
    const lateEvening = new Date('2026-11-21T02:00:00Z')
    expect(forecastAvailableFrom('2026-12-05', SP, lateEvening)).toBeNull()
    expect(forecastAvailableFrom('2026-12-06', SP, lateEvening)).toBe('2026-11-21')
    expect(forecastAvailableFrom('2026-12-06', 'America/Noronha', lateEvening)).toBeNull()
  })

  it('has one for a game already past (the open BID not finished yet)', () => {
    expect(forecastAvailableFrom('2026-11-18', SP, NOW)).toBeNull()
  })
})
