/**
 * Load on every GET a signed-in member makes when opening /check-in and /dashboard (plus the
 * organiser's poll for comparison), and 24 members checking in at the same instant. The server
 * runs in its own process, as in production: under tsx (`npm start`) and compiled
 * (server/dist/main.js, built first), on PGlite and, when BENCH_DATABASE_URL or
 * TEST_DATABASE_URL is set, on PostgreSQL. Prints a table with PASS/FAIL per target and the
 * server's CPU time per request (from /proc, so the load generator's CPU is not counted; on
 * PostgreSQL the database's own CPU is not either). It is a report, so it exits 0.
 *
 * BENCH_SECONDS (3) per run; BENCH_SERVERS=tsx,compiled; BENCH_BACKENDS=pglite,postgres;
 * BENCH_PATHS=substring,…; BENCH_CPU_PROF=<dir> writes the server's .cpuprofile there;
 * BENCH_OUT=<file> saves the rows as JSON (compare two with bench/compare-member-paths.ts).
 */
import { spawn, execFileSync, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import autocannon from 'autocannon'
import { openDatabase, type Database } from '../src/db/client.ts'
import { createAccessTokens } from '../src/lib/access-token.ts'
import { seedMemberBench, type BenchGroup } from './member-seed.ts'
import { withScratchPostgres } from './scratch-postgres.ts'

const SECONDS = Number(process.env.BENCH_SECONDS ?? 3)
const WARM_UP_SECONDS = 1
const THROUGHPUT_TARGET = 2000 // req/s at 10 connections
const P99_TARGET_MS = 25 // at 50 connections
const CHECK_IN_ROUNDS = 5
const CHECK_IN_P99_TARGET_MS = { PostgreSQL: 100, PGlite: 150 } as const
const server = path.resolve(import.meta.dirname, '..')

const MEMBER_PATHS = [
  '/v1/bids/get-information-check-in-bid',
  '/v1/bids/current-bid-player-stats',
  '/v1/weather/forecast-bid',
  '/v1/bids/drawn-teams',
  '/v1/statistics/monthly-players',
  '/v1/statistics/company-player-stats',
  '/v1/statistics/quantity-of-goals-stats-dashboard',
  '/v1/statistics/top-five-scorers-dashboard',
  '/v1/statistics/active-bid-dashboard',
  '/v1/accounts/get-profile',
  '/v1/accounts/my-groups',
  '/v1/profile/reminder-emails',
]
const ORGANISER_PATH = '/v1/bids/current-bid'

type Backend = 'PGlite' | 'PostgreSQL'
type ServerKind = 'tsx' | 'compiled'
export type LoadRow = {
  backend: Backend
  server: ServerKind
  path: string
  connections: number
  rps: number
  p50: number
  p99: number
  cpuMsPerRequest: number
  bad: number
}
export type CheckInRow = {
  backend: Backend
  server: ServerKind
  p50: number
  p99: number
  max: number
  cold: number
  confirmedEachRound: number[]
}

const wanted = (name: string, variable: string, fallback: string) =>
  (process.env[variable] ?? fallback).split(',').includes(name)

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address()
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()))
    })
  })
}

/** utime + stime of a process, in milliseconds (Linux). */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100
}

async function startServer(kind: ServerKind, env: Record<string, string>, label: string) {
  const port = await freePort()
  const profile = process.env.BENCH_CPU_PROF
  // One file per thread (tsx's loader runs in a worker): the server's is the biggest.
  const flags = profile ? ['--cpu-prof', `--cpu-prof-dir=${path.join(profile, label)}`] : []
  const entry = kind === 'tsx' ? ['--import', 'tsx', 'src/main.ts'] : ['dist/main.js']
  const child = spawn(process.execPath, [...flags, ...entry], {
    cwd: server,
    env: {
      ...process.env,
      ...env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'silent',
      SEED_DEMO: 'false',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const url = `http://127.0.0.1:${port}`
  for (let attempt = 0; ; attempt++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`)
    try {
      if ((await fetch(`${url}/v1/health`)).ok) break
    } catch {
      if (attempt > 600) throw new Error('server did not start')
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return { url, child }
}

async function stopServer(child: ChildProcess) {
  const exited = new Promise((resolve) => child.once('exit', resolve))
  child.kill('SIGTERM')
  await exited
}

/** autocannon with each request signed in as the next member, like a group opening the app. */
async function load(url: string, tokens: string[], connections: number, seconds: number) {
  let next = 0
  return autocannon({
    url,
    connections,
    duration: seconds,
    requests: [
      {
        setupRequest: (request) => {
          request.headers = { authorization: `Bearer ${tokens[next++ % tokens.length]}` }
          return request
        },
      },
    ],
  })
}

async function measure(
  base: { backend: Backend; server: ServerKind },
  child: ChildProcess,
  url: string,
  tokens: string[],
  connections: number,
): Promise<LoadRow> {
  await load(url, tokens, connections, WARM_UP_SECONDS)
  const before = cpuMs(child.pid!)
  const result = await load(url, tokens, connections, SECONDS)
  const spent = cpuMs(child.pid!) - before
  const total = result['1xx'] + result['2xx'] + result['3xx'] + result['4xx'] + result['5xx']
  return {
    ...base,
    path: new URL(url).pathname,
    connections,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    cpuMsPerRequest: total > 0 ? spent / total : 0,
    bad: total - result['2xx'] + result.errors + result.timeouts,
  }
}

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!

/**
 * 24 members confirm at once, CHECK_IN_ROUNDS times after one round that warms the server up (as
 * the GET loads are warmed up); the organiser resets them in between. The warm-up round's
 * slowest answer is reported apart, as `cold`: a server that has never served a check-in.
 */
async function checkInBurst(
  base: { backend: Backend; server: ServerKind },
  url: string,
  group: BenchGroup,
  sign: (member: BenchGroup['members'][number]) => Promise<string>,
): Promise<CheckInRow> {
  const organiser = group.members[0]!
  const organiserToken = await sign(organiser)
  const players = group.members.slice(1, 25)
  const tokens = await Promise.all(players.map(sign))
  const statusUrl = (id: number) => `${url}/v1/bids/update-status-player/${group.bidDayId}/${id}`
  const put = (token: string, id: number, status: string) =>
    fetch(statusUrl(id), {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ status }),
    })
  const confirmed = async () => {
    const answer = await fetch(`${url}${ORGANISER_PATH}`, {
      headers: { authorization: `Bearer ${organiserToken}` },
    })
    return ((await answer.json()) as { totalConfirmed: number }).totalConfirmed
  }
  const latencies: number[] = []
  const confirmedEachRound: number[] = []
  let cold = 0
  for (let round = -1; round < CHECK_IN_ROUNDS; round++) {
    const roundLatencies: number[] = []
    // Everyone has the check-in screen open, as on a Thursday afternoon.
    await Promise.all(
      tokens.map((token) =>
        fetch(`${url}/v1/bids/get-information-check-in-bid`, {
          headers: { authorization: `Bearer ${token}` },
        }).then((r) => r.arrayBuffer()),
      ),
    )
    const answers = await Promise.all(
      players.map(async (player, i) => {
        const started = performance.now()
        const answer = await put(tokens[i]!, player.id, 'confirmed')
        await answer.arrayBuffer()
        roundLatencies.push(performance.now() - started)
        return answer.status
      }),
    )
    if (answers.some((status) => status !== 200)) console.log(`  check-in answers: ${answers}`)
    if (round < 0) cold = Math.max(...roundLatencies)
    else latencies.push(...roundLatencies)
    confirmedEachRound.push(await confirmed())
    for (const player of players) await (await put(organiserToken, player.id, 'waiting')).text()
  }
  latencies.sort((a, b) => a - b)
  return {
    ...base,
    p50: quantile(latencies, 0.5),
    p99: quantile(latencies, 0.99),
    max: latencies.at(-1)!,
    cold,
    confirmedEachRound,
  }
}

async function benchBackend(
  backend: Backend,
  open: (dataDir: string) => Promise<Database>,
  databaseEnv: (dataDir: string) => Record<string, string>,
) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bidfut-member-bench-'))
  const loads: LoadRow[] = []
  const checkIns: CheckInRow[] = []
  try {
    const database = await open(dataDir)
    let group: BenchGroup
    try {
      await database.migrate()
      group = await seedMemberBench(database.db)
    } finally {
      // PGlite is one process's: the server opens it next.
      await database.close()
    }
    const secret = randomBytes(32).toString('hex')
    const signer = createAccessTokens(secret, 3600)
    const sign = (member: BenchGroup['members'][number]) =>
      signer.sign({
        companyId: group.companyId,
        companyPlayerId: member.id,
        playerId: member.playerId,
        role: member.role,
        sessionId: 'bench-session',
      })
    const memberTokens = await Promise.all(group.members.slice(1, 25).map(sign))
    const organiserToken = await sign(group.members[0]!)
    for (const kind of ['tsx', 'compiled'] as const) {
      if (!wanted(kind, 'BENCH_SERVERS', 'tsx,compiled')) continue
      const base = { backend, server: kind }
      const env = { ...databaseEnv(dataDir), DATA_DIR: dataDir, JWT_SECRET: secret }
      const label = `${backend}-${kind}-${Date.now()}`
      const { url, child } = await startServer(kind, env, label)
      try {
        const filters = process.env.BENCH_PATHS?.split(',')
        const paths = [...MEMBER_PATHS, ORGANISER_PATH].filter(
          (p) => !filters || filters.some((f) => p.includes(f)),
        )
        for (const p of paths) {
          const tokens = p === ORGANISER_PATH ? [organiserToken] : memberTokens
          for (const connections of [10, 50]) {
            const row = await measure(base, child, `${url}${p}`, tokens, connections)
            loads.push(row)
            console.log(
              `  ${backend} ${kind} ${p} @${connections}: ${row.rps.toFixed(0)} req/s, ` +
                `p99 ${row.p99} ms, ${row.cpuMsPerRequest.toFixed(3)} ms CPU/req`,
            )
          }
        }
        if (!process.env.BENCH_PATHS || process.env.BENCH_PATHS.includes('check-in-burst')) {
          const row = await checkInBurst(base, url, group, sign)
          checkIns.push(row)
          console.log(`  ${backend} ${kind} 24 check-ins: p99 ${row.p99.toFixed(1)} ms`)
        }
      } finally {
        await stopServer(child)
      }
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true })
  }
  return { loads, checkIns }
}

function table(lines: string[][]) {
  const widths = lines[0]!.map((_, c) => Math.max(...lines.map((l) => l[c]!.length)))
  for (const line of lines) console.log(line.map((cell, c) => cell.padEnd(widths[c]!)).join('  '))
  console.log('')
}

function report(loads: LoadRow[], checkIns: CheckInRow[]) {
  console.log('')
  table([
    ['backend', 'server', 'path', 'conns', 'req/s', 'p50 ms', 'p99 ms', 'CPU ms/req', 'bad'],
    ...loads.map((r) => [
      r.backend,
      r.server,
      r.path.replace('/v1', ''),
      String(r.connections),
      r.rps.toFixed(0),
      r.p50.toFixed(1),
      r.p99.toFixed(1),
      r.cpuMsPerRequest.toFixed(3),
      String(r.bad),
    ]),
  ])
  table([
    [
      'backend',
      'server',
      '24 check-ins at once',
      'p50 ms',
      'p99 ms',
      'max ms',
      'cold max ms',
      'confirmed',
    ],
    ...checkIns.map((r) => [
      r.backend,
      r.server,
      `${CHECK_IN_ROUNDS} rounds`,
      r.p50.toFixed(1),
      r.p99.toFixed(1),
      r.max.toFixed(1),
      r.cold.toFixed(1),
      r.confirmedEachRound.join(','),
    ]),
  ])
  for (const r of loads) {
    if (r.path === ORGANISER_PATH) continue
    const [target, ok] =
      r.connections === 10
        ? [`${r.rps.toFixed(0)} req/s >= ${THROUGHPUT_TARGET}`, r.rps >= THROUGHPUT_TARGET]
        : [`p99 ${r.p99.toFixed(1)} ms <= ${P99_TARGET_MS}`, r.p99 <= P99_TARGET_MS]
    const clean = r.bad === 0 && r.rps > 0
    console.log(
      `${ok && clean ? 'PASS' : 'FAIL'}  ${r.backend} ${r.server} ${r.path} @${r.connections}: ${target}` +
        (clean ? '' : ` (${r.bad} bad answers, ${r.rps.toFixed(0)} req/s)`),
    )
  }
  for (const r of checkIns) {
    const target = CHECK_IN_P99_TARGET_MS[r.backend]
    const ok = r.p99 <= target && r.confirmedEachRound.every((n) => n === 24)
    console.log(
      `${ok ? 'PASS' : 'FAIL'}  ${r.backend} ${r.server} 24 check-ins: p99 ${r.p99.toFixed(1)} ms <= ${target}, ` +
        `confirmed ${r.confirmedEachRound.join(',')} (24 each)`,
    )
  }
}

if (wanted('compiled', 'BENCH_SERVERS', 'tsx,compiled')) {
  execFileSync(process.execPath, [path.join(server, 'scripts/build.mjs')], { stdio: 'inherit' })
}
const loads: LoadRow[] = []
const checkIns: CheckInRow[] = []
const collect = (part: { loads: LoadRow[]; checkIns: CheckInRow[] }) => {
  loads.push(...part.loads)
  checkIns.push(...part.checkIns)
}
if (wanted('pglite', 'BENCH_BACKENDS', 'pglite,postgres')) {
  collect(
    await benchBackend(
      'PGlite',
      (dataDir) => openDatabase({ dataDir }),
      () => ({}),
    ),
  )
}
const postgresUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL
if (postgresUrl && wanted('postgres', 'BENCH_BACKENDS', 'pglite,postgres')) {
  collect(
    await withScratchPostgres(postgresUrl, (databaseUrl) =>
      benchBackend(
        'PostgreSQL',
        () => openDatabase({ databaseUrl }),
        () => ({ DATABASE_URL: databaseUrl }),
      ),
    ),
  )
} else if (!postgresUrl) {
  console.log('PostgreSQL skipped: set BENCH_DATABASE_URL or TEST_DATABASE_URL to include it.')
}
report(loads, checkIns)
if (process.env.BENCH_OUT) {
  writeFileSync(process.env.BENCH_OUT, JSON.stringify({ loads, checkIns }, null, 2))
}
