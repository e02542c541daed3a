/**
 * npm run soak: two compiled server instances on the soak's own PostgreSQL, behind a
 * round-robin balancer, for SOAK_MINUTES (10) of members polling and checking in, organisers
 * editing, the scheduler opening BIDs, emails to a real SMTP sink process and pushes to the fake
 * push service. A third of the way in one instance is killed (SIGKILL) and restarted; two thirds
 * in PostgreSQL restarts (pg_ctl restart -m fast). Prints the table per kind and the end checks;
 * exits 1 when a check fails. Ports: SOAK_PORT (4400) and the next four.
 */
import { spawn, execFileSync, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import path from 'node:path'
import webPush from 'web-push'
import { openDatabase } from '../src/db/client.ts'
import { createAccessTokens } from '../src/lib/access-token.ts'
import { startFakePushService } from '../test/fake-push-service.ts'
import { startBalancer } from './soak-balancer.ts'
import { drainQueues, endChecks } from './soak-checks.ts'
import { createLoad } from './soak-load.ts'
import { startSoakPostgres, type SoakPostgres } from './soak-postgres.ts'
import {
  describeFailures,
  describeRefusals,
  memoryHeld,
  renderReport,
  summarize,
  type Check,
  type OutageWindow,
  type Sample,
} from './soak-report.ts'
import { scheduleOpenings, seedSoak, type SoakMember } from './soak-seed.ts'

const MINUTES = Number(process.env.SOAK_MINUTES ?? 10)
const GROUPS = Number(process.env.SOAK_GROUPS ?? 20)
const MEMBERS = Number(process.env.SOAK_MEMBERS ?? 25)
const BASE_PORT = Number(process.env.SOAK_PORT ?? 4400)
const SOAK_MS = MINUTES * 60_000
/** How long after an outage ends its 503s still count as the outage's (clients' retries in flight). */
const SETTLE_MS = 5000
const server = path.resolve(import.meta.dirname, '..')

const dir = mkdtempSync(path.join(tmpdir(), 'bidfut-soak-'))
const children = new Set<ChildProcess>()
let postgres: SoakPostgres | undefined
function cleanUp() {
  for (const child of children) child.kill('SIGKILL')
  postgres?.destroy()
  rmSync(dir, { recursive: true, force: true })
}
process.on('exit', cleanUp)
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => process.exit(130))

const log = (line: string) =>
  console.log(`[soak ${new Date().toISOString().slice(11, 19)}] ${line}`)
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

try {
  postgres = startSoakPostgres(BASE_PORT + 1)
} catch (err) {
  console.error(
    `npm run soak precisa de um PostgreSQL próprio e não conseguiu criá-lo: ${(err as Error).message}`,
  )
  process.exit(2)
}
log(`PostgreSQL próprio em ${postgres.url}`)

const push = await startFakePushService()
const setup = await openDatabase({ databaseUrl: postgres.url })
await setup.migrate()
const groups = await seedSoak(setup.db, { groups: GROUPS, members: MEMBERS }, push.newDevice)
await setup.close()
log(`${GROUPS} grupos × ${MEMBERS} membros semeados`)

execFileSync(process.execPath, ['scripts/build.mjs'], { cwd: server, stdio: 'inherit' })
const sinkLog = path.join(dir, 'smtp.log')
const sink = spawn(
  process.execPath,
  ['--import', 'tsx', 'bench/smtp-sink.ts', String(BASE_PORT + 4), sinkLog],
  {
    cwd: server,
    stdio: ['ignore', 'pipe', 'inherit'],
  },
)
children.add(sink)
await new Promise<void>((resolve) =>
  sink.stdout!.on('data', (c) => String(c).includes('listening') && resolve()),
)

const secret = randomBytes(32).toString('hex')
const vapid = webPush.generateVAPIDKeys()
const instanceEnv = {
  ...process.env,
  NODE_ENV: 'production',
  HOST: '127.0.0.1',
  DATABASE_URL: postgres.url,
  JWT_SECRET: secret,
  SMTP_URL: `smtp://127.0.0.1:${BASE_PORT + 4}`,
  PUBLIC_URL: 'https://bidfut.example',
  PUSH_SERVICE_ALLOWLIST: push.origin,
  VAPID_PUBLIC_KEY: vapid.publicKey,
  VAPID_PRIVATE_KEY: vapid.privateKey,
  DATA_DIR: path.join(dir, 'data'),
  WEB_DIST_DIR: path.join(dir, 'no-web-build'),
  LOG_LEVEL: 'warn',
  SEED_DEMO: 'false',
}

type Instance = { label: string; url: string; child: ChildProcess; startedAt: number }
const rss: { pid: number; at: number; bytes: number; cpuMs: number }[] = []
const lifetimes: { label: string; pid: number; from: number; to: number }[] = []

async function startInstance(label: string, port: number): Promise<Instance> {
  const out = openSync(path.join(dir, `${label}.log`), 'a')
  const child = spawn(process.execPath, ['--enable-source-maps', 'dist/main.js'], {
    cwd: server,
    env: { ...instanceEnv, PORT: String(port) },
    stdio: ['ignore', out, out],
  })
  children.add(child)
  child.on('exit', () => children.delete(child))
  const url = `http://127.0.0.1:${port}`
  for (let attempt = 0; ; attempt++) {
    if (child.exitCode !== null) throw new Error(`${label} saiu com ${child.exitCode}`)
    if (
      await fetch(`${url}/v1/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break
    if (attempt > 600) throw new Error(`${label} não subiu`)
    await sleep(100)
  }
  return { label, url, child, startedAt: performance.now() }
}

const a = await startInstance('a', BASE_PORT + 2)
let b = await startInstance('b', BASE_PORT + 3)
const balancer = await startBalancer([a.url, b.url], BASE_PORT)
const signer = createAccessTokens(secret, SOAK_MS / 1000 + 3600)
const tokens = new Map<number, string>()
for (const member of groups.flatMap((g) => g.members)) {
  tokens.set(
    member.id,
    await signer.sign({
      companyId: member.companyId,
      companyPlayerId: member.id,
      playerId: member.playerId,
      role: member.organiser ? 'administrator' : 'member',
      sessionId: `soak-${member.id}`,
    }),
  )
}

const db = (await openDatabase({ databaseUrl: postgres.url })).db
await scheduleOpenings(db, SOAK_MS)
const startedAt = performance.now()
const loadAtStart = loadavg()
const samples: Sample[] = []
const windows: OutageWindow[] = []
const load = createLoad({
  url: balancer.url,
  tokenOf: (member: SoakMember) => tokens.get(member.id)!,
  startedAt,
  record: (sample) => samples.push(sample),
})
const sampler = setInterval(() => {
  for (const instance of [a, b]) {
    const pid = instance.child.pid!
    try {
      const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')
      const cpuMs = (Number(stat[11]) + Number(stat[12])) * 10
      if (kb) rss.push({ pid, at: performance.now() - startedAt, bytes: Number(kb) * 1024, cpuMs })
    } catch {
      // the instance is gone (killed); its successor is sampled from its start
    }
  }
}, 5000)
log(
  `carga por ${MINUTES} min em ${balancer.url} (load ${loadAtStart.map((l) => l.toFixed(2)).join(' ')})`,
)
const running = load.run(groups)

await sleep(SOAK_MS / 3)
const killAt = performance.now() - startedAt
lifetimes.push({ label: 'b', pid: b.child.pid!, from: b.startedAt - startedAt, to: killAt })
b.child.kill('SIGKILL')
log('instância b morta (SIGKILL); reiniciando')
b = await startInstance('b', BASE_PORT + 3)
windows.push({ name: 'instância b morta', from: killAt, to: b.startedAt - startedAt + SETTLE_MS })
log(`instância b de volta em ${((b.startedAt - startedAt - killAt) / 1000).toFixed(1)} s`)

await sleep(Math.max(0, (SOAK_MS * 2) / 3 - (performance.now() - startedAt)))
const restartAt = performance.now() - startedAt
log('PostgreSQL: pg_ctl restart -m fast')
await postgres.restart()
const restartedAt = performance.now() - startedAt
windows.push({ name: 'PostgreSQL reiniciando', from: restartAt, to: restartedAt + SETTLE_MS })
log(`PostgreSQL de volta em ${((restartedAt - restartAt) / 1000).toFixed(1)} s`)

await sleep(Math.max(0, SOAK_MS - (performance.now() - startedAt)))
load.stop()
await running
const endedAt = performance.now() - startedAt
clearInterval(sampler)
const loadAtEnd = loadavg()
const uptime = execFileSync('uptime', { encoding: 'utf8' }).trim()
log(`carga parada; esvaziando as filas (${uptime})`)
const drainMs = await drainQueues(db, 10 * 60_000)

const checks: Check[] = await endChecks({
  db,
  expected: load.expected,
  sinkLog,
  push,
  scheduledGroups: groups.filter((g) => g.scheduled).length,
  sendsCut: 1 + 2,
})
lifetimes.push({ label: 'a', pid: a.child.pid!, from: a.startedAt - startedAt, to: endedAt })
lifetimes.push({
  label: 'b (reiniciada)',
  pid: b.child.pid!,
  from: b.startedAt - startedAt,
  to: endedAt,
})
for (const life of lifetimes.filter((l) => l.to - Math.max(0, l.from) >= 3 * 60_000)) {
  const of = (from: number, to: number) =>
    rss.filter((s) => s.pid === life.pid && s.at >= from && s.at < to).map((s) => s.bytes)
  const start = Math.max(0, life.from)
  const memory = memoryHeld(of(start + 60_000, start + 120_000), of(life.to - 60_000, life.to))
  const mb = (v: number) => `${Math.round(v / 1024 / 1024)} MB`
  checks.push({
    name: `Memória da instância ${life.label} (RSS, 2º min → último min)`,
    value: `${mb(memory.early)} → ${mb(memory.late)}`,
    ok: memory.ok,
  })
}

const cpu = lifetimes.map((life) => {
  const used = Math.max(0, ...rss.filter((s) => s.pid === life.pid).map((s) => s.cpuMs))
  return `instância ${life.label} ${(used / 1000).toFixed(0)} s`
})
const rows = summarize(samples, windows)
const failed = rows.some((r) => r.failed > 0) || checks.some((c) => !c.ok)
console.log(
  `\nSoak: ${MINUTES} min, ${GROUPS} grupos × ${MEMBERS} membros, 2 instâncias compiladas + PostgreSQL ` +
    `próprio; load average no início ${loadAtStart[0]!.toFixed(2)}, no fim ${loadAtEnd[0]!.toFixed(2)} (${uptime}). ` +
    `CPU: o soak (carga, balanceador, push service) ${(process.cpuUsage().user / 1e6 + process.cpuUsage().system / 1e6).toFixed(0)} s, ${cpu.join(', ')}.`,
)
console.log(
  windows
    .map((w) => `Janela "${w.name}": ${(w.from / 1000).toFixed(0)}–${(w.to / 1000).toFixed(0)} s`)
    .join('; ') + `; filas esvaziadas em ${(drainMs / 1000).toFixed(0)} s após a carga.\n`,
)
console.log(renderReport(rows, checks))
const refusals = describeRefusals(samples)
if (refusals.length) console.log(`\n4xx:\n${refusals.join('\n')}`)
const failures = describeFailures(samples, windows)
if (failures.length)
  console.log(`\nFalhas (as primeiras ${failures.length}):\n${failures.join('\n')}`)
for (const label of ['a', 'b']) {
  const errors = readFileSync(path.join(dir, `${label}.log`), 'utf8')
    .split('\n')
    .filter((line) => /"level":(50|60)/.test(line))
  if (errors.length)
    console.log(
      `\nInstância ${label}: ${errors.length} erros no log; o primeiro: ${errors[0]!.slice(0, 600)}`,
    )
}
await balancer.close()
await push.close()
process.exit(failed ? 1 : 0)
