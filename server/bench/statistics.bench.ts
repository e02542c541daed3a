/**
 * Latency of the dashboard, ranking and history endpoints on a big history: one group with 10
 * seasons of weekly BIDs (520 finished × 24 players) beside 100 groups with 2 seasons each, on
 * PGlite and, when BENCH_DATABASE_URL or TEST_DATABASE_URL is set, on PostgreSQL. Prints a
 * table with PASS/FAIL per target and EXPLAIN (ANALYZE) of the heaviest queries; it is a
 * report, so it exits 0. BENCH_REQUESTS sets the calls per endpoint (200); BENCH_ANALYZE=0 skips
 * ANALYZE after seeding, as on an embedded PGlite, which never runs autovacuum.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { sql, type SQLWrapper } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { buildApp } from '../src/app.ts'
import { openDatabase, type Database, type Db } from '../src/db/client.ts'
import { players } from '../src/db/schema/accounts.ts'
import { companyPlayers } from '../src/db/schema/memberships.ts'
import { createAccessTokens } from '../src/lib/access-token.ts'
import { currentPeriods } from '../src/modules/statistics/periods.ts'
import { historyTotalsQuery } from '../src/modules/statistics/history.repo.ts'
import * as repo from '../src/modules/statistics/statistics.repo.ts'
import { query, seed, TIME_ZONE } from './statistics-seed.ts'
import { benchConfig } from './bench-config.ts'
import { withScratchPostgres } from './scratch-postgres.ts'

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200)
const WARM_UP = 20
const COLD_REQUESTS = 30
const P95_TARGET_MS = 20
const DASHBOARD_TARGET_MS = 100

const DASHBOARD = [
  '/statistics/monthly-players',
  '/statistics/company-player-stats',
  '/statistics/quantity-of-goals-stats-dashboard',
  '/statistics/top-five-scorers-dashboard',
  '/statistics/active-bid-dashboard',
  '/statistics/ranking-strikers',
]
const HISTORY = [
  '/bid-statistics/history-stats',
  '/bid-statistics/games-history-stats',
  '/bid-statistics/games-history-stats?PageNumber=26&PageSize=20',
]

type Timing = { backend: string; name: string; warm: Stats; cold: Stats }
const DASHBOARD_ROW = 'dashboard: the 6 /statistics calls at once'

/** A member of the main group who plays, signed in. */
async function signIn(db: Db, config: ReturnType<typeof benchConfig>, companyId: number) {
  const [member] = await db
    .select()
    .from(companyPlayers)
    .where(
      sql`${companyPlayers.companyId} = ${companyId} and ${companyPlayers.typePlayer} = 'monthly'`,
    )
    .limit(1)
  const [account] = await db
    .insert(players)
    .values({
      email: 'bench@bench.bidfut.test',
      fullName: member!.fullName,
      passwordHash: 'unused',
    })
    .returning()
  await db
    .update(companyPlayers)
    .set({ playerId: account!.id, joinedAt: new Date() })
    .where(sql`${companyPlayers.id} = ${member!.id}`)
  return createAccessTokens(config.jwtSecret, 3600).sign({
    companyId,
    companyPlayerId: member!.id,
    playerId: account!.id,
    role: 'member',
    sessionId: 'bench-session',
  })
}

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!

type Stats = { p50: number; p95: number; max: number }
function stats(samples: number[]): Stats {
  const sorted = [...samples].sort((a, b) => a - b)
  return { p50: quantile(sorted, 0.5), p95: quantile(sorted, 0.95), max: sorted.at(-1)! }
}

/**
 * Sequential samples of one call. Warm: as a busy group sees them, the cache valid. Cold: a
 * member is renamed before each sample, as another instance might, so every cached answer of
 * the group is recomputed from the database.
 */
async function measure(app: FastifyInstance, db: Db, companyId: number, call: () => Promise<void>) {
  const timed = async () => {
    const started = performance.now()
    await call()
    return performance.now() - started
  }
  for (let i = 0; i < WARM_UP; i++) await timed()
  const warm: number[] = []
  for (let i = 0; i < REQUESTS; i++) warm.push(await timed())
  const cold: number[] = []
  for (let i = 0; i < COLD_REQUESTS; i++) {
    await db.execute(sql`
      update company_players set nickname = 'Renomeado ' || ${i}::int
      where id = (select min(id) from company_players where company_id = ${companyId}::int)`)
    cold.push(await timed())
  }
  return { warm: stats(warm), cold: stats(cold) }
}

function get(app: FastifyInstance, headers: Record<string, string>, url: string) {
  return async () => {
    const res = await app.inject({ method: 'GET', url: `/v1${url}`, headers })
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`)
  }
}

/** The dashboard as the browser loads it: the six calls at once. */
function dashboard(app: FastifyInstance, headers: Record<string, string>) {
  return async () => {
    await Promise.all(DASHBOARD.map((url) => get(app, headers, url)()))
  }
}

async function explain(db: Db, label: string, statement: SQLWrapper) {
  const plan = await query<{ 'QUERY PLAN': string }>(
    db,
    sql`explain (analyze, buffers, costs off) ${statement}`,
  )
  console.log(`\n  EXPLAIN (ANALYZE) ${label}:`)
  for (const row of plan) console.log(`    ${row['QUERY PLAN']}`)
}

async function benchBackend(backend: string, open: (dataDir: string) => Promise<Database>) {
  console.log(`\n${backend}`)
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bidfut-bench-'))
  const database = await open(dataDir)
  try {
    await database.migrate()
    const { db } = database
    const main = await seed(db)
    const config = benchConfig(dataDir)
    const headers = { authorization: `Bearer ${await signIn(db, config, main)}` }
    const app = await buildApp({ config, database })
    const rows: Timing[] = []
    try {
      const run = async (name: string, call: () => Promise<void>) => {
        rows.push({ backend, name, ...(await measure(app, db, main, call)) })
      }
      for (const url of [...DASHBOARD, ...HISTORY]) await run(url, get(app, headers, url))
      const newest = await app.inject({
        method: 'GET',
        url: '/v1/bid-statistics/games-history-stats?PageSize=1',
        headers,
      })
      const detailsUrl = `/bid-statistics/statistics-bid-details/${newest.json().data[0].bidDayId}`
      await run(detailsUrl, get(app, headers, detailsUrl))
      await run(DASHBOARD_ROW, dashboard(app, headers))
    } finally {
      await app.close()
    }
    const { seasonRange, monthRange } = currentPeriods(new Date(), TIME_ZONE)
    await explain(
      db,
      'history totals (every finished BID of the group)',
      historyTotalsQuery(db, main),
    )
    await explain(
      db,
      'season scorers (ranking and top 5)',
      repo.listSeasonScorers(db, main, seasonRange, monthRange),
    )
    return rows
  } finally {
    await database.close()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

// Like `npm start` without DATABASE_URL: PGlite persisted under DATA_DIR/db.
const benchPglite = () => benchBackend('PGlite', (dataDir) => openDatabase({ dataDir }))

const benchPostgres = (url: string) =>
  withScratchPostgres(url, (databaseUrl) =>
    benchBackend('PostgreSQL', () => openDatabase({ databaseUrl })),
  )

function report(rows: Timing[]) {
  const lines = [
    ['backend', 'endpoint', 'p50', 'p95', 'max', 'target', 'result', 'cold p50', 'cold p95'],
  ]
  for (const row of rows) {
    const target = row.name === DASHBOARD_ROW ? DASHBOARD_TARGET_MS : P95_TARGET_MS
    lines.push([
      row.backend,
      row.name,
      row.warm.p50.toFixed(1),
      row.warm.p95.toFixed(1),
      row.warm.max.toFixed(1),
      `p95 <= ${target}`,
      row.warm.p95 <= target ? 'PASS' : 'FAIL',
      row.cold.p50.toFixed(1),
      row.cold.p95.toFixed(1),
    ])
  }
  const widths = lines[0]!.map((_, c) => Math.max(...lines.map((l) => l[c]!.length)))
  console.log('')
  for (const line of lines) console.log(line.map((cell, c) => cell.padEnd(widths[c]!)).join('  '))
  console.log(
    `\nms per call: ${REQUESTS} sequential calls after ${WARM_UP} to warm up, through app.inject ` +
      `(no network). Cold: ${COLD_REQUESTS} calls, each after renaming a member so the group's ` +
      'cached answers are recomputed (what the first reader sees after a BID is finished).',
  )
}

const rows = await benchPglite()
const postgresUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL
if (postgresUrl) rows.push(...(await benchPostgres(postgresUrl)))
else console.log('PostgreSQL skipped: set BENCH_DATABASE_URL or TEST_DATABASE_URL to include it.')
report(rows)
