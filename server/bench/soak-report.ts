/**
 * The soak's numbers: each request's kind, when it was sent, how long it took and its
 * status, folded into one row per kind; 5xx are judged against the outage windows (an instance
 * killed, PostgreSQL restarting), where only 503 with Retry-After is allowed.
 */

export type Sample = {
  kind: string
  /** Milliseconds since the soak began, when the request was sent. */
  at: number
  ms: number
  /** 0: no answer at all (the connection failed). */
  status: number
  retryAfter: boolean
  /** For a 4xx, a 5xx or no answer: who answered and why (the balancer, the app's message, the error). */
  note?: string
}

export type OutageWindow = { name: string; from: number; to: number }

export type KindRow = {
  kind: string
  requests: number
  p50: number
  p99: number
  client4xx: number
  /** 503 with Retry-After inside an outage window: allowed. */
  retryLater: number
  /** Any other 5xx or no answer, or any 5xx outside the windows: a failure. */
  failed: number
}

/** The q-quantile (0–1) by nearest rank; 0 for no values. */
export function percentile(values: number[], q: number): number {
  if (values.length === 0) return 0
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!
}

/** Whether the request was in flight during an outage: sent before it ended, answered after it began. */
export function inWindow(sample: Pick<Sample, 'at' | 'ms'>, windows: OutageWindow[]): boolean {
  return windows.some((w) => sample.at <= w.to && sample.at + sample.ms >= w.from)
}

/** Whether the answer is a failure: 5xx or none, except 503 + Retry-After during an outage. */
export function isFailure(sample: Sample, windows: OutageWindow[]): boolean {
  if (sample.status !== 0 && sample.status < 500) return false
  return !(sample.status === 503 && sample.retryAfter && inWindow(sample, windows))
}

export function summarize(samples: Sample[], windows: OutageWindow[]): KindRow[] {
  const byKind = new Map<string, Sample[]>()
  for (const s of samples) byKind.set(s.kind, [...(byKind.get(s.kind) ?? []), s])
  return [...byKind.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([kind, list]) => {
      const answered = list.filter((s) => s.status !== 0).map((s) => s.ms)
      const failed = list.filter((s) => isFailure(s, windows)).length
      const fiveXx = list.filter((s) => s.status >= 500 || s.status === 0).length
      return {
        kind,
        requests: list.length,
        p50: percentile(answered, 0.5),
        p99: percentile(answered, 0.99),
        client4xx: list.filter((s) => s.status >= 400 && s.status < 500).length,
        retryLater: fiveXx - failed,
        failed,
      }
    })
}

export type Check = { name: string; value: string; ok: boolean }

/** The Markdown tables the soak prints: one row per kind, then the end checks. */
export function renderReport(rows: KindRow[], checks: Check[]): string {
  const total = rows.reduce(
    (t, r) => ({
      requests: t.requests + r.requests,
      client4xx: t.client4xx + r.client4xx,
      retryLater: t.retryLater + r.retryLater,
      failed: t.failed + r.failed,
    }),
    { requests: 0, client4xx: 0, retryLater: 0, failed: 0 },
  )
  const ms = (v: number) => `${Math.round(v)}`
  const lines = [
    '| Tipo | Pedidos | p50 (ms) | p99 (ms) | 4xx | 503 na queda | 5xx fora / falhas |',
    '|---|---:|---:|---:|---:|---:|---:|',
    ...rows.map(
      (r) =>
        `| ${r.kind} | ${r.requests} | ${ms(r.p50)} | ${ms(r.p99)} | ${r.client4xx} | ${r.retryLater} | ${r.failed} |`,
    ),
    `| **total** | ${total.requests} | | | ${total.client4xx} | ${total.retryLater} | ${total.failed} |`,
    '',
    '| Verificação | Resultado | |',
    '|---|---|---|',
    ...checks.map((c) => `| ${c.name} | ${c.value} | ${c.ok ? 'PASS' : 'FAIL'} |`),
  ]
  return lines.join('\n')
}

/** Memory did not grow: the last minute's mean RSS within 20 % + 32 MB of the second minute's. */
export function memoryHeld(secondMinute: number[], lastMinute: number[]) {
  const mean = (v: number[]) => v.reduce((a, b) => a + b, 0) / Math.max(1, v.length)
  const early = mean(secondMinute)
  const late = mean(lastMinute)
  return { early, late, ok: early > 0 && late <= early * 1.2 + 32 * 1024 * 1024 }
}

/** One line per failed request (the first `limit`), to tell a balancer's 503 from the app's 500. */
export function describeFailures(samples: Sample[], windows: OutageWindow[], limit = 20): string[] {
  return samples
    .filter((s) => isFailure(s, windows))
    .slice(0, limit)
    .map((s) =>
      `${(s.at / 1000).toFixed(1)} s ${s.kind}: ${s.status || 'sem resposta'} ${s.note ?? ''}`.trim(),
    )
}

/** The 4xx answers by kind, status and message, most frequent first: expected refusals or a bug. */
export function describeRefusals(samples: Sample[]): string[] {
  const counts = new Map<string, number>()
  for (const s of samples.filter((s) => s.status >= 400 && s.status < 500)) {
    const note = (s.note ?? '').replace(/,?"requestId":"\w+"/, '')
    const key = `${s.kind}: ${s.status} ${note}`.trim()
    counts.set(key, (counts.get(key) ?? 0) + 1)
  }
  return [...counts].sort((a, b) => b[1] - a[1]).map(([key, n]) => `${n} × ${key}`)
}
