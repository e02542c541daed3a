import { describe, expect, it } from 'vitest'
import { fromLocalDateTime, isPast, toLocalDateTime } from './local-time.ts'

const SP = 'America/Sao_Paulo'

describe('local time', () => {
  it('reads a São Paulo wall clock as the right instant (UTC-3)', () => {
    expect(fromLocalDateTime('2026-11-26T20:00:00', SP).toISOString()).toBe(
      '2026-11-26T23:00:00.000Z',
    )
  })

  it('answers each zone with its own instant, a new Date each time', () => {
    const first = fromLocalDateTime('2026-11-26T20:00:00', SP)
    first.setTime(0)
    expect(fromLocalDateTime('2026-11-26T20:00:00', SP).toISOString()).toBe(
      '2026-11-26T23:00:00.000Z',
    )
    expect(fromLocalDateTime('2026-11-26T20:00:00', 'America/Manaus').toISOString()).toBe(
      '2026-11-27T00:00:00.000Z',
    )
  })

  it('round-trips an instant through the wall clock', () => {
    const instant = new Date('2026-03-01T12:34:56.000Z')
    expect(fromLocalDateTime(toLocalDateTime(instant, SP), SP)).toEqual(instant)
  })

  it('says a BID is past only once its local date-time has passed', () => {
    const now = new Date('2026-11-26T22:59:00.000Z')
    expect(isPast('2026-11-26T20:00:00', SP, now)).toBe(false)
    expect(isPast('2026-11-26T19:59:00', SP, now)).toBe(true)
  })
})
