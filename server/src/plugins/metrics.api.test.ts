import { sql } from 'drizzle-orm'
import { describe, expect, it, vi } from 'vitest'
import { errorBody } from '../../test/error-body.ts'
import { createTestApp } from '../../test/test-app.ts'
import { EMAIL_ATTEMPTS, emailJob } from '../jobs/jobs.ts'
import { createJobRuntime } from '../jobs/runtime.ts'
import { emailOutbox } from '../db/schema/messages.ts'
import { createMetrics } from '../lib/metrics.ts'
import { enqueueEmail } from '../modules/mail/outbox.repo.ts'

const TOKEN = 'scrape-token-0123456789'
const { app, db, database } = await createTestApp({ METRICS_TOKEN: TOKEN })
// Built here rather than in their tests: building an app can outlast a test's timeout on a
// loaded machine.
const { app: off } = await createTestApp()
const { app: limited } = await createTestApp({ METRICS_TOKEN: TOKEN })
const scrape = (authorization = `Bearer ${TOKEN}`) =>
  app.inject({ method: 'GET', url: '/metrics', headers: { authorization } })

type Sample = { name: string; labels: Record<string, string>; value: number }

/** The samples of the text format (comments skipped): name, labels, value. */
function samplesOf(text: string): Sample[] {
  return text
    .split('\n')
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => {
      const [, name, rawLabels = '', value] = /^([\w:]+)(?:\{(.*)\})? (\S+)$/.exec(line)!
      const labels = Object.fromEntries(
        [...rawLabels.matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map(([, k, v]) => [k!, v!]),
      )
      return { name: name!, labels, value: Number(value) }
    })
}

async function samples(name: string) {
  const res = await scrape()
  expect(res.statusCode).toBe(200)
  return samplesOf(res.body).filter((sample) => sample.name === name)
}

const valueOf = async (name: string, labels: Record<string, string>) =>
  (await samples(name)).find((s) => Object.entries(labels).every(([k, v]) => s.labels[k] === v))
    ?.value

describe('GET /metrics', () => {
  it('is a 404 in the house shape unless METRICS_TOKEN is set', async () => {
    for (const headers of [{}, { authorization: `Bearer ${TOKEN}` }]) {
      const res = await off.inject({ method: 'GET', url: '/metrics', headers })
      expect(res.statusCode).toBe(404)
      expect(res.json()).toEqual(errorBody({ message: 'Recurso não encontrado.' }))
    }
  })

  it('answers only the bearer of the token', async () => {
    for (const authorization of ['', TOKEN, 'Bearer ', `Bearer ${TOKEN}x`, `Basic ${TOKEN}`]) {
      const res = await scrape(authorization)
      expect(res.statusCode, authorization).toBe(401)
      expect(res.json()).toEqual(
        errorBody({ message: 'Informe o token de métricas (METRICS_TOKEN).' }),
      )
    }
    const res = await scrape()
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8')
    expect(res.headers['cache-control']).toBe('no-store')
  })

  it('lets an address guess the token 60 times a minute', async () => {
    const guess = () =>
      limited.inject({ method: 'GET', url: '/metrics', headers: { authorization: 'Bearer x' } })
    for (let i = 0; i < 60; i++) expect((await guess()).statusCode).toBe(401)
    const refused = await guess()
    expect(refused.statusCode).toBe(429)
    expect(refused.headers['retry-after']).toBeDefined()
  })

  it('times requests by route template and status', async () => {
    await app.inject({ method: 'GET', url: '/v1/health' })
    await app.inject({ method: 'GET', url: '/v1/bids/current-bid' })
    const count = 'bidfut_http_request_duration_seconds_count'
    expect(await valueOf(count, { route: '/v1/health', status: '200', method: 'GET' })).toBe(1)
    expect(await valueOf(count, { route: '/v1/bids/current-bid', status: '401' })).toBe(1)
    const buckets = await samples('bidfut_http_request_duration_seconds_bucket')
    const health = buckets.filter((s) => s.labels.route === '/v1/health')
    expect(health.map((s) => s.labels.le)).toEqual(expect.arrayContaining(['0.005', '1', '+Inf']))
    expect(health.find((s) => s.labels.le === '+Inf')?.value).toBe(1)
  })

  it('keeps one series per route template, whatever ids and unknown paths it is sent', async () => {
    const ids = Array.from({ length: 40 }, (_, i) => 1000 + i * 7919)
    for (const id of ids) {
      await app.inject({ method: 'PUT', url: `/v1/bids/update-status-player/${id}/${id + 1}` })
      await app.inject({ method: 'GET', url: `/v1/reminders/token-${id}` })
      await app.inject({ method: 'GET', url: `/uploads/${id.toString(16).padStart(32, '0')}.webp` })
      await app.inject({ method: 'GET', url: `/v1/no-such-route/${id}` })
      await app.inject({ method: 'GET', url: `/wp-admin/${id}.php?x=${id}` })
      await app.inject({ method: 'POST', url: `/${id}` })
    }
    const series = await samples('bidfut_http_request_duration_seconds_count')
    const routes = new Set(series.map((s) => s.labels.route))
    expect([...routes].sort()).toEqual(
      [
        '/metrics',
        '/uploads/:name',
        '/v1/bids/current-bid',
        '/v1/bids/update-status-player/:bidDayId/:companyPlayerId',
        '/v1/health',
        '/v1/reminders/:token',
        'unmatched',
      ].sort(),
    )
    const labelValues = series.flatMap((s) => Object.values(s.labels)).join(' ')
    for (const id of ids) expect(labelValues).not.toContain(String(id))
    expect(series.length).toBeLessThan(15)
    const unmatched = series.filter((s) => s.labels.route === 'unmatched')
    expect(unmatched.reduce((sum, s) => sum + s.value, 0)).toBe(ids.length * 3)
  })

  it('gives every job kind its runs and failures, and every queue its depth, oldest wait and dead', async () => {
    for (const kind of app.jobs.kinds) {
      expect(await valueOf('bidfut_job_runs_total', { kind }), kind).toBe(0)
      expect(await valueOf('bidfut_job_failures_total', { kind }), kind).toBe(0)
    }
    await enqueueEmail(db, { dedupeKey: 'metrics:1', to: 'a@exemplo.com', subject: 'S', text: 'T' })
    await db.update(emailOutbox).set({ createdAt: sql`now() - interval '90 seconds'` })
    for (const queue of ['email', 'push', 'account']) {
      expect(await valueOf('bidfut_job_queue_dead', { kind: queue }), queue).toBe(0)
    }
    expect(await valueOf('bidfut_job_queue_depth', { kind: 'email' })).toBe(1)
    expect(
      await valueOf('bidfut_job_queue_oldest_waiting_seconds', { kind: 'email' }),
    ).toBeGreaterThanOrEqual(90)
    expect(await valueOf('bidfut_job_queue_depth', { kind: 'season' })).toBeUndefined()

    // Without SMTP_URL the mailer writes .eml files: a real send all the same.
    await app.jobs.run('email')
    expect(await valueOf('bidfut_job_queue_depth', { kind: 'email' })).toBe(0)
    expect(await valueOf('bidfut_job_runs_total', { kind: 'email' })).toBe(1)
    expect(await valueOf('bidfut_sends_total', { channel: 'email', outcome: 'sent' })).toBe(1)
    await app.jobs.run('retention')
    expect(await valueOf('bidfut_job_runs_total', { kind: 'retention' })).toBe(1)
  })

  it('counts a failed attempt and a dead one by channel', async () => {
    const metrics = createMetrics()
    await enqueueEmail(db, { dedupeKey: 'metrics:2', to: 'b@exemplo.com', subject: 'S', text: 'T' })
    await enqueueEmail(db, { dedupeKey: 'metrics:3', to: 'c@exemplo.com', subject: 'S', text: 'T' })
    await db
      .update(emailOutbox)
      .set({ attempts: EMAIL_ATTEMPTS - 1 })
      .where(sql`${emailOutbox.dedupeKey} = 'metrics:3'`)
    const refusing = { send: vi.fn(async () => Promise.reject(new Error('421 try later'))) }
    const job = emailJob({ db, mailer: refusing, countSend: metrics.countSend })
    await createJobRuntime({ email: job }).run('email')
    const text = await metrics.text({ jobs: async () => [], database: database.stats })
    expect(text).toContain('bidfut_sends_total{channel="email",outcome="failed"} 1')
    expect(text).toContain('bidfut_sends_total{channel="email",outcome="dead"} 1')
  })

  it("shows the database's connections and counts its failed queries by SQLSTATE class", async () => {
    expect(await valueOf('bidfut_db_connections_max', {})).toBe(1)
    for (const state of ['in_use', 'idle', 'waiting']) {
      expect(await valueOf('bidfut_db_connections', { state }), state).toBeGreaterThanOrEqual(0)
    }
    await expect(db.execute(sql`select 1 / 0`)).rejects.toThrow()
    await expect(db.transaction((tx) => tx.execute(sql`select 1 / 0`))).rejects.toThrow()
    expect(await valueOf('bidfut_db_query_errors_total', { class: '22' })).toBe(2)
  })

  it('shows event-loop lag and process memory', async () => {
    expect(await valueOf('nodejs_eventloop_lag_seconds', {})).toBeGreaterThanOrEqual(0)
    expect(await valueOf('process_resident_memory_bytes', {})).toBeGreaterThan(10_000_000)
    expect(await valueOf('nodejs_heap_size_used_bytes', {})).toBeGreaterThan(1_000_000)
  })
})
