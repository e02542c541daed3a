import { describe, expect, it } from 'vitest'
import {
  isFailure,
  memoryHeld,
  percentile,
  renderReport,
  summarize,
  type Sample,
} from '../bench/soak-report.ts'

const sample = (over: Partial<Sample>): Sample => ({
  kind: 'check-in',
  at: 0,
  ms: 10,
  status: 200,
  retryAfter: false,
  ...over,
})
const outage = [{ name: 'instância morta', from: 100, to: 200 }]

describe('soak report', () => {
  it('takes the nearest-rank percentile', () => {
    const values = Array.from({ length: 100 }, (_, i) => 100 - i)
    expect(percentile(values, 0.5)).toBe(50)
    expect(percentile(values, 0.99)).toBe(99)
    expect(percentile([7], 0.99)).toBe(7)
    expect(percentile([], 0.5)).toBe(0)
  })

  it('allows only 503 with Retry-After, and only inside an outage window', () => {
    expect(isFailure(sample({ status: 409 }), outage)).toBe(false)
    expect(isFailure(sample({ status: 503, retryAfter: true, at: 150 }), outage)).toBe(false)
    expect(isFailure(sample({ status: 503, retryAfter: true, at: 250 }), outage)).toBe(true)
    // Sent just before the outage began and still in flight when it did: the outage's.
    expect(isFailure(sample({ status: 503, retryAfter: true, at: 95, ms: 10 }), outage)).toBe(false)
    expect(isFailure(sample({ status: 503, retryAfter: true, at: 80, ms: 10 }), outage)).toBe(true)
    expect(isFailure(sample({ status: 503, retryAfter: false, at: 150 }), outage)).toBe(true)
    expect(isFailure(sample({ status: 502, at: 150 }), outage)).toBe(true)
    expect(isFailure(sample({ status: 0, at: 150 }), outage)).toBe(true)
  })

  it('folds samples into one row per kind, unanswered ones out of the latencies', () => {
    const rows = summarize(
      [
        sample({ ms: 10 }),
        sample({ ms: 30 }),
        sample({ ms: 20, status: 409 }),
        sample({ ms: 5000, status: 0, at: 50 }),
        sample({ kind: 'dashboard', ms: 8, status: 503, retryAfter: true, at: 120 }),
      ],
      outage,
    )
    expect(rows).toEqual([
      { kind: 'check-in', requests: 4, p50: 20, p99: 30, client4xx: 1, retryLater: 0, failed: 1 },
      { kind: 'dashboard', requests: 1, p50: 8, p99: 8, client4xx: 0, retryLater: 1, failed: 0 },
    ])
    const table = renderReport(rows, [{ name: 'Memória', value: '90 MB → 95 MB', ok: true }])
    expect(table).toContain('| check-in | 4 | 20 | 30 | 1 | 0 | 1 |')
    expect(table).toContain('| **total** | 5 | | | 1 | 1 | 1 |')
    expect(table).toContain('| Memória | 90 MB → 95 MB | PASS |')
  })

  it('says memory grew when the last minute is well above the second', () => {
    const mb = (n: number) => n * 1024 * 1024
    expect(memoryHeld([mb(100), mb(110)], [mb(120), mb(130)]).ok).toBe(true)
    expect(memoryHeld([mb(100)], [mb(200)]).ok).toBe(false)
    expect(memoryHeld([], [mb(100)]).ok).toBe(false)
  })
})
