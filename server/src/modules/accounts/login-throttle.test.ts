import { describe, expect, it } from 'vitest'
import { LOGIN_LIMITS, secondsToWait, type RecordedFailure } from './login-throttle.ts'

const now = new Date('2026-06-15T12:00:00Z')
const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000)

function failures(
  count: number,
  fields: Partial<Omit<RecordedFailure, 'createdAt'>> & { minutesAgo?: number } = {},
): RecordedFailure[] {
  const { minutesAgo: ago = 1, ...rest } = fields
  return Array.from({ length: count }, () => ({
    createdAt: minutesAgo(ago),
    ip: '10.0.0.1',
    trustedDeviceId: null,
    forgiven: false,
    ...rest,
  }))
}

const untrusted = (ip: string) => ({ ip, trustedDeviceId: null })

describe('secondsToWait', () => {
  it('lets untrusted clients try until the account’s hourly budget is spent, then until a slot frees', () => {
    const spread = Array.from({ length: LOGIN_LIMITS.untrustedPerAccount }, (_, i) => ({
      createdAt: minutesAgo(50 - i),
      ip: `10.0.1.${i}`,
      trustedDeviceId: null,
      forgiven: false,
    }))
    expect(secondsToWait(spread.slice(1), untrusted('10.9.9.9'), now)).toBe(0)
    // The oldest failure, 50 minutes ago, leaves the window in 10 minutes.
    expect(secondsToWait(spread, untrusted('10.9.9.9'), now)).toBe(10 * 60)
  })

  it('keeps forgiven failures in the account’s untrusted total', () => {
    const all = failures(LOGIN_LIMITS.untrustedPerAccount, { forgiven: true, minutesAgo: 30 })
    expect(secondsToWait(all, untrusted('10.9.9.9'), now)).toBe(30 * 60)
  })

  it('slows one address down progressively: 1, 2, 4, 8, then 15 minutes after its last failure', () => {
    const waits = [5, 6, 7, 8, 9, 10].map((n) =>
      secondsToWait(failures(n, { minutesAgo: 0 }), untrusted('10.0.0.1'), now),
    )
    expect(waits).toEqual([60, 120, 240, 480, 900, 900])
    expect(secondsToWait(failures(4, { minutesAgo: 0 }), untrusted('10.0.0.1'), now)).toBe(0)
    // Another address is not slowed by this one.
    expect(secondsToWait(failures(9, { minutesAgo: 0 }), untrusted('10.0.0.2'), now)).toBe(0)
    // A success from the address forgave its failures.
    const forgiven = failures(9, { minutesAgo: 0, forgiven: true })
    expect(secondsToWait(forgiven, untrusted('10.0.0.1'), now)).toBe(0)
  })

  it('judges a trusted device by its own failures only', () => {
    const attack = failures(200, { minutesAgo: 0 })
    const device = { ip: '10.0.0.1', trustedDeviceId: 7 }
    expect(secondsToWait(attack, device, now)).toBe(0)
    const own = failures(LOGIN_LIMITS.perDevice, { trustedDeviceId: 7, minutesAgo: 45 })
    expect(secondsToWait([...attack, ...own], device, now)).toBe(15 * 60)
    expect(secondsToWait(own, { ip: '10.0.0.1', trustedDeviceId: 8 }, now)).toBe(0)
    // Device failures do not spend the untrusted budget.
    expect(secondsToWait(failures(50, { trustedDeviceId: 7 }), untrusted('10.0.0.2'), now)).toBe(0)
  })

  it('caps the untrusted total at 100 a day as well', () => {
    // Twenty an hour, each hour's budget spent, for five hours.
    const patient = [1, 2, 3, 4, 5].flatMap((hour) =>
      failures(LOGIN_LIMITS.untrustedPerAccount, { minutesAgo: hour * 60 + 1 }),
    )
    expect(patient).toHaveLength(LOGIN_LIMITS.untrustedPerAccountPerDay)
    // The hour is free again, the day is not: the oldest leaves the day in 24 h - 5 h 1 min.
    expect(secondsToWait(patient, untrusted('10.9.9.9'), now)).toBe((19 * 60 - 1) * 60)
    expect(secondsToWait(patient.slice(1), untrusted('10.9.9.9'), now)).toBe(0)
  })

  it('forgets an address’s failures after an hour and the account’s after a day', () => {
    const lastHour = failures(LOGIN_LIMITS.freePerAddress + 3, { minutesAgo: 61 })
    expect(secondsToWait(lastHour, untrusted('10.0.0.1'), now)).toBe(0)
    const yesterday = failures(500, { minutesAgo: 24 * 60 + 1 })
    expect(secondsToWait(yesterday, untrusted('10.0.0.1'), now)).toBe(0)
  })
})
