/**
 * How fast a calendar app gets a person's feed (GET /v1/calendar/{token}.ics, ADR 037): a person
 * in 3 groups among 2,000, each group with a season of weekly BIDs (the last 11 finished, one
 * cancelled, one open), fetched one request at a time over HTTP as calendar apps do, in full
 * (200) and revalidated (304 If-None-Match). Target: p99 ≤ 50 ms. On PGlite, and on PostgreSQL
 * when BENCH_DATABASE_URL or TEST_DATABASE_URL is set. A report: it exits 0.
 *
 * BENCH_REQUESTS (400) per row.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { buildApp } from '../src/app.ts'
import { openDatabase, type Database, type Db } from '../src/db/client.ts'
import { createAccessTokens } from '../src/lib/access-token.ts'
import { benchConfig } from './bench-config.ts'
import { withScratchPostgres } from './scratch-postgres.ts'

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 400)
const WARM_UP = 50
const P99_TARGET_MS = 50
const GROUPS = 2000
const PERSON_GROUPS = 3

type Row = {
  backend: string
  kind: string
  p50: number
  p95: number
  p99: number
  max: number
  cpuMs: number
}

/** 2,000 groups of 3 members with 13 weekly BIDs each; the bench person plays in the first 3. */
async function seed(db: Db) {
  await db.execute(sql`
    INSERT INTO companies (name, time_zone, default_location_game)
    SELECT 'Pelada ' || g, 'America/Sao_Paulo', 'Quadra ' || g FROM generate_series(1, ${GROUPS}) g`)
  await db.execute(sql`
    INSERT INTO players (email, password_hash, full_name, activated_at)
    SELECT 'pessoa' || p || '@bench.test', 'x', 'Pessoa ' || p, now()
      FROM generate_series(1, ${GROUPS * 3}) p`)
  // Player p plays in group ceil(p / 3); the bench person (player 1) also in groups 2 and 3.
  await db.execute(sql`
    INSERT INTO company_players (company_id, player_id, full_name, email, type_player, joined_at)
    SELECT (p + 2) / 3, p, 'Pessoa ' || p, 'pessoa' || p || '@bench.test', 'monthly', now()
      FROM generate_series(1, ${GROUPS * 3}) p`)
  await db.execute(sql`
    INSERT INTO company_players (company_id, player_id, full_name, email, type_player, joined_at)
    SELECT g, 1, 'Pessoa 1', 'pessoa1@bench.test', 'monthly', now()
      FROM generate_series(2, ${PERSON_GROUPS}) g`)
  await db.execute(sql`
    INSERT INTO bid_days (company_id, number, day_of_match, location, status, calendar_sequence)
    SELECT g, w,
           date_trunc('day', now()) + (w - 12) * interval '7 days' + interval '20 hours',
           'Quadra ' || g,
           CASE WHEN w = 13 THEN 'open' WHEN w = 12 THEN 'cancelled' ELSE 'finished' END,
           CASE WHEN w = 12 THEN 1 ELSE 0 END
      FROM generate_series(1, ${GROUPS}) g, generate_series(1, 13) w`)
  await db.execute(sql`ANALYZE`)
}

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!

/**
 * Sequential fetches' times, and the process's CPU ms per request: the server and the client
 * (and PGlite) share this process, so it is an upper bound that a busy machine does not inflate.
 */
async function timed(url: string, headers: Record<string, string>, status: number) {
  const times: number[] = []
  let cpu = process.cpuUsage()
  for (let i = 0; i < WARM_UP + REQUESTS; i++) {
    // Each fetch from its own address, as many calendar apps would: the route's limit is per address.
    const from = { 'x-forwarded-for': `198.51.${(i >> 8) & 255}.${i & 255}` }
    const start = performance.now()
    const res = await fetch(url, { headers: { ...headers, ...from } })
    await res.arrayBuffer()
    const ms = performance.now() - start
    if (res.status !== status) throw new Error(`expected ${status}, got ${res.status}`)
    if (i === WARM_UP - 1) cpu = process.cpuUsage()
    if (i >= WARM_UP) times.push(ms)
  }
  const spent = process.cpuUsage(cpu)
  return {
    times: times.sort((a, b) => a - b),
    cpuMs: (spent.user + spent.system) / 1000 / REQUESTS,
  }
}

async function benchBackend(backend: string, open: (dataDir: string) => Promise<Database>) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bidfut-calendar-bench-'))
  const database = await open(dataDir)
  try {
    await database.migrate()
    await seed(database.db)
    const config = benchConfig(dataDir, {
      TRUST_PROXY: 'true',
      PUBLIC_URL: 'https://bidfut.example',
    })
    const app = await buildApp({ config, database })
    const address = await app.listen({ host: '127.0.0.1', port: 0 })
    try {
      const token = await createAccessTokens(config.jwtSecret, 3600).sign({
        companyId: 1,
        companyPlayerId: 1,
        playerId: 1,
        role: 'member',
        sessionId: 'bench-session',
      })
      const links = await fetch(`${address}/v1/profile/calendar`, {
        headers: { authorization: `Bearer ${token}` },
      })
      const { feedUrl } = (await links.json()) as { feedUrl: string }
      const url = `${address}${new URL(feedUrl).pathname}`
      const first = await fetch(url)
      const body = await first.text()
      const events = body.split('BEGIN:VEVENT').length - 1
      const etag = first.headers.get('etag')!
      console.log(`${backend}: feed of ${events} events, ${body.length} bytes`)
      const rows: Row[] = []
      for (const [kind, headers, status] of [
        ['200 full', {}, 200],
        ['304 If-None-Match', { 'if-none-match': etag }, 304],
      ] as const) {
        const { times, cpuMs } = await timed(url, headers, status)
        rows.push({
          backend,
          kind,
          p50: quantile(times, 0.5),
          p95: quantile(times, 0.95),
          p99: quantile(times, 0.99),
          max: times.at(-1)!,
          cpuMs,
        })
      }
      return rows
    } finally {
      await app.close()
    }
  } finally {
    await database.close()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

const rows = await benchBackend('PGlite', (dataDir) => openDatabase({ dataDir }))
const postgres = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL
if (postgres) {
  rows.push(
    ...(await withScratchPostgres(postgres, (databaseUrl) =>
      benchBackend('PostgreSQL', () => openDatabase({ databaseUrl })),
    )),
  )
}

const ms = (value: number) => value.toFixed(1)
const load = loadavg()[0]!.toFixed(1)
console.log(`\nGET /v1/calendar/{token}.ics, ${REQUESTS} sequential requests per row, load ${load}`)
console.log('| backend | answer | p50 ms | p95 ms | p99 ms | max ms | CPU ms/req | p99 ≤ 50 ms |')
console.log('| --- | --- | --- | --- | --- | --- | --- | --- |')
for (const row of rows) {
  const verdict = row.p99 <= P99_TARGET_MS ? 'PASS' : 'FAIL'
  console.log(
    `| ${row.backend} | ${row.kind} | ${ms(row.p50)} | ${ms(row.p95)} | ${ms(row.p99)} | ${ms(row.max)} | ${ms(row.cpuMs)} | ${verdict} |`,
  )
}
