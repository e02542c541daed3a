/**
 * Load on GET /v1/bids/current-bid, the feed the management screen polls: the full answer (200)
 * and the revalidation (304), on PGlite and, when BENCH_DATABASE_URL or TEST_DATABASE_URL is
 * set, on PostgreSQL. Prints a table and PASS/FAIL per target; it is a report, so it exits 0.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import autocannon, { type Result } from 'autocannon'
import type { PlayerType, Position } from '@bidfut/domain/contracts/enums'
import { localDateTimeInDays } from '@bidfut/domain/rules/local-time'
import { buildApp } from '../src/app.ts'
import { openDatabase, type Database, type Db } from '../src/db/client.ts'
import { players } from '../src/db/schema/accounts.ts'
import { bidDays, bidPlayers } from '../src/db/schema/bids.ts'
import { companies } from '../src/db/schema/groups.ts'
import { companyPlayers } from '../src/db/schema/memberships.ts'
import { createAccessTokens } from '../src/lib/access-token.ts'
import { benchConfig } from './bench-config.ts'
import { withScratchPostgres } from './scratch-postgres.ts'

const CONNECTIONS = 100
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10)
const WARM_UP_SECONDS = 2
const P99_TARGET_MS = 25
const NOT_MODIFIED_SPEED_UP_TARGET = 3

type Row = { backend: string; path: '200' | '304'; result: Result; expected: number }

async function seedOpenBid(db: Db) {
  const [group] = await db
    .insert(companies)
    .values({ name: 'Pelada do Benchmark', defaultLocationGame: 'Arena' })
    .returning()
  const types: PlayerType[] = ['goalkeeper', 'goalkeeper', ...Array<PlayerType>(16).fill('monthly')]
  types.push(...Array<PlayerType>(6).fill('sporadic'))
  const positions: Position[] = ['fullback', 'defender', 'midfielder', 'striker']
  const members = []
  for (const [i, type] of types.entries()) {
    const [person] = await db
      .insert(players)
      // Nobody logs in here (tokens are signed below): the hash is never checked.
      .values({
        fullName: `Jogador Número ${i + 1}`,
        email: `jogador${i + 1}@bench.bidfut.test`,
        passwordHash: 'unused',
      })
      .returning()
    const [member] = await db
      .insert(companyPlayers)
      .values({
        companyId: group!.id,
        playerId: person!.id,
        fullName: person!.fullName,
        email: person!.email,
        joinedAt: new Date(),
        nickname: `Jogador ${i + 1}`,
        role: i === 0 ? 'administrator' : 'member',
        typePlayer: type,
        playerPosition: type === 'goalkeeper' ? 'goalkeeper' : positions[i % 4]!,
        skillLevel: 1 + (i % 10),
      })
      .returning()
    members.push(member!)
  }
  const [bid] = await db
    .insert(bidDays)
    .values({
      companyId: group!.id,
      number: 1,
      dayOfMatch: localDateTimeInDays(2, '20:00:00', 'America/Sao_Paulo'),
      location: 'Arena',
    })
    .returning()
  await db.insert(bidPlayers).values(
    members.map((m, i) => ({
      companyId: group!.id,
      bidDayId: bid!.id,
      companyPlayerId: m.id,
      typePlayer: m.typePlayer,
      playerPosition: m.playerPosition,
      skillLevel: m.skillLevel,
      status: i % 3 === 2 ? ('waiting' as const) : ('confirmed' as const),
      quantityOfGoals: i % 4,
      assistGoals: i % 3,
      ballRecoveries: i % 5,
      weeklyTeam: i % 7 === 0,
    })),
  )
  return members[0]!
}

async function run(url: string, headers: Record<string, string>, seconds: number) {
  // One worker thread fires the requests so the load generator does not share the server's loop.
  return autocannon({ url, connections: CONNECTIONS, duration: seconds, workers: 1, headers })
}

async function benchBackend(
  backend: string,
  open: (dataDir: string) => Promise<Database>,
): Promise<Row[]> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bidfut-bench-'))
  const database = await open(dataDir)
  try {
    await database.migrate()
    const organiser = await seedOpenBid(database.db)
    const config = benchConfig(dataDir)
    const token = await createAccessTokens(config.jwtSecret, 3600).sign({
      companyId: organiser.companyId,
      companyPlayerId: organiser.id,
      playerId: organiser.playerId!,
      role: organiser.role,
      sessionId: 'bench-session',
    })
    const app = await buildApp({ config, database })
    const address = await app.listen({ host: '127.0.0.1', port: 0 })
    const url = `${address}/v1/bids/current-bid`
    const auth = { authorization: `Bearer ${token}` }
    try {
      const first = await fetch(url, { headers: auth })
      const etag = first.headers.get('etag')
      if (first.status !== 200 || !etag) throw new Error(`unexpected first answer ${first.status}`)
      const conditional = { ...auth, 'if-none-match': etag }

      await run(url, auth, WARM_UP_SECONDS)
      const full = await run(url, auth, SECONDS)
      await run(url, conditional, WARM_UP_SECONDS)
      const revalidated = await run(url, conditional, SECONDS)
      return [
        { backend, path: '200', result: full, expected: full['2xx'] },
        { backend, path: '304', result: revalidated, expected: revalidated['3xx'] },
      ]
    } finally {
      await app.close()
    }
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

function report(rows: Row[]) {
  const lines = [['backend', 'path', 'req/s', 'p50 ms', 'p99 ms', 'requests', 'bad answers']]
  for (const { backend, path: kind, result, expected } of rows) {
    const total = result['1xx'] + result['2xx'] + result['3xx'] + result['4xx'] + result['5xx']
    lines.push([
      backend,
      kind === '200' ? '200 full' : '304 If-None-Match',
      result.requests.average.toFixed(0),
      result.latency.p50.toFixed(1),
      result.latency.p99.toFixed(1),
      String(total),
      String(total - expected + result.errors + result.timeouts),
    ])
  }
  const widths = lines[0]!.map((_, c) => Math.max(...lines.map((l) => l[c]!.length)))
  console.log('')
  for (const line of lines) console.log(line.map((cell, c) => cell.padEnd(widths[c]!)).join('  '))
  console.log('')

  for (const row of rows) {
    const ok = row.result.latency.p99 < P99_TARGET_MS
    console.log(
      `${ok ? 'PASS' : 'FAIL'}  ${row.backend} ${row.path}: p99 ${row.result.latency.p99.toFixed(1)} ms < ${P99_TARGET_MS} ms at ${CONNECTIONS} connections`,
    )
  }
  for (const backend of new Set(rows.map((r) => r.backend))) {
    const full = rows.find((r) => r.backend === backend && r.path === '200')!.result
    const revalidated = rows.find((r) => r.backend === backend && r.path === '304')!.result
    const ratio = revalidated.requests.average / full.requests.average
    const ok = ratio >= NOT_MODIFIED_SPEED_UP_TARGET
    console.log(
      `${ok ? 'PASS' : 'FAIL'}  ${backend}: 304 throughput ${ratio.toFixed(2)}x the 200 path (target >= ${NOT_MODIFIED_SPEED_UP_TARGET}x)`,
    )
  }
  console.log(
    'Note: while a BID does not change, a 200 is served from an in-memory copy of the Live BID\n' +
      "keyed by the BID's version, and the version itself is trusted for up to a second, so both\n" +
      'paths skip the database; the 3x target assumes a 200 that reads and serialises the whole\n' +
      'BID each time, which happens here only on the first read after a change.',
  )
  for (const row of rows) {
    const answered = row.result['2xx'] + row.result['3xx'] + row.result['4xx'] + row.result['5xx']
    if (answered !== row.expected || row.result.errors > 0) {
      console.log(`WARN  ${row.backend} ${row.path}: some answers were not ${row.path} or failed`)
    }
  }
}

const rows = await benchPglite()
const postgresUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL
if (postgresUrl) rows.push(...(await benchPostgres(postgresUrl)))
else console.log('PostgreSQL skipped: set BENCH_DATABASE_URL or TEST_DATABASE_URL to include it.')
report(rows)
