// Runs every suite (unit + API on PGlite, the race tests and a smoke slice on PostgreSQL when
// TEST_DATABASE_URL is set, and the browser journeys) and ends with each phase's time and one
// line summing them all: `N passed, N failed`.
//
// Vitest runs beside the journeys (ADR 047): they wait on the browser, the server and the clock
// for much of their time, and Vitest takes the idle processors at a lower priority, so the
// journeys run as fast as alone. Vitest's output is kept and printed when it ends. Each phase's
// time is its wall clock and the CPU its processes used, which other load changes less.
import { spawn } from 'node:child_process'
import { once } from 'node:events'
import {
  closeSync,
  mkdirSync,
  openSync,
  readFileSync,
  readdirSync,
  existsSync,
  rmSync,
} from 'node:fs'
import { setPriority } from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'

const startedAt = performance.now()
const out = '.test-results'
rmSync(out, { recursive: true, force: true })
mkdirSync(out, { recursive: true })

const phases = []

/**
 * CPU seconds used by the finished children of this process (Linux: cutime + cstime in
 * /proc/self/stat, in ticks of 1/100 s), or null elsewhere. A child's whole use, its own
 * children's included, is added when it ends, so the growth since the previous phase ended is
 * the phase that just ended, even while another still runs beside it.
 */
function finishedChildrenCpu() {
  try {
    const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ')
    return (Number(fields[13]) + Number(fields[14])) / 100
  } catch {
    return null
  }
}
const cpuAtStart = finishedChildrenCpu()
let cpuAccounted = cpuAtStart

/**
 * Runs one phase, timing it for the summary at the end; resolves with its exit code. `log` sends
 * its output to a file instead of the terminal, `nice` lowers its priority (and its children's).
 */
async function run(phase, command, args, { env = {}, log, nice = 0 } = {}) {
  const started = performance.now()
  const output = log ? openSync(log, 'w') : 'inherit'
  const child = spawn(command, args, {
    stdio: ['ignore', output, output],
    env: { ...process.env, ...env },
  })
  if (nice) {
    try {
      setPriority(child.pid, nice)
    } catch {
      // Not allowed here: it runs at the same priority, only slower beside the journeys.
    }
  }
  const [code] = await once(child, 'exit')
  const cpuNow = finishedChildrenCpu()
  if (log) closeSync(output)
  phases.push({
    phase,
    seconds: (performance.now() - started) / 1000,
    cpu: cpuNow === null ? null : cpuNow - cpuAccounted,
  })
  cpuAccounted = cpuNow
  return code ?? 1
}

function readJson(file) {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null
}

const totals = { passed: 0, failed: 0, skipped: 0 }
const failures = []
let crashed = false

// Race and lock tests (server/test/postgres-only.ts): PGlite runs one query at a time, so only the
// server-pg project runs them, and only with TEST_DATABASE_URL.
const postgresOnlyFiles = readdirSync('server/src', { recursive: true }).filter((file) =>
  String(file).endsWith('.pg.api.test.ts'),
).length

function firstLine(messages = []) {
  return (messages[0] ?? '').split('\n').find((line) => line.trim()) ?? ''
}

function failedPlaywrightTests(suites = [], titles = []) {
  return suites.flatMap((suite) => [
    ...failedPlaywrightTests(suite.suites, [...titles, suite.title]),
    ...(suite.specs ?? [])
      .filter((spec) => !spec.ok)
      .map((spec) => {
        const errors = spec.tests.flatMap((t) => t.results).flatMap((r) => r.errors ?? [])
        return `${[...titles, suite.title, spec.title].filter(Boolean).join(' › ')}\n    ${firstLine(errors.map((e) => e.message ?? ''))}`
      }),
  ])
}

/** Resolves when the journeys' server answers its health check, or the journeys have ended. */
async function journeysServing(journeys) {
  const health = `http://127.0.0.1:${process.env.E2E_PORT ?? 3100}/v1/health`
  let ended = false
  void journeys.finally(() => (ended = true))
  const giveUpAt = performance.now() + 180_000
  while (!ended && performance.now() < giveUpAt) {
    const up = await fetch(health).then(
      (res) => res.ok,
      () => false,
    )
    if (up) return
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}

// The journeys serve this build; Vitest starts once it is built, so a build it makes (the npm
// start test) finds it done instead of building it beside this one.
const buildExit = await run('web build', 'node', ['web/scripts/build.mjs', '--quiet'])
const e2eRun =
  buildExit === 0
    ? run('playwright', 'npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts'], {
        env: { PLAYWRIGHT_JSON_OUTPUT_NAME: path.resolve(out, 'playwright.json') },
      })
    : Promise.resolve(null)
// Vitest starts once the journeys' server answers: seeding a group per journey and starting the
// server from its sources take both processors for the first half minute, and Vitest, at a lower
// priority, sat starved meanwhile while its first screens' waits ran out (CI saw a first render
// take over 20 s; alone it takes 2 s).
await journeysServing(e2eRun)
const vitestLog = `${out}/vitest.log`
const vitestRun = run(
  'vitest',
  'npx',
  [
    'vitest',
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${out}/vitest.json`,
  ],
  { log: vitestLog, nice: 10 },
)
const e2eExit = await e2eRun
const vitestExit = await vitestRun
console.log(`\nVitest (${vitestLog}):\n`)
process.stdout.write(readFileSync(vitestLog))

const vitest = readJson(`${out}/vitest.json`)
if (vitest) {
  totals.passed += vitest.numPassedTests
  totals.failed += vitest.numFailedTests
  totals.skipped += vitest.numPendingTests + (vitest.numTodoTests ?? 0)
  for (const file of vitest.testResults) {
    for (const test of file.assertionResults.filter((t) => t.status === 'failed')) {
      failures.push(
        `${path.relative('.', file.name)} › ${test.fullName}\n    ${firstLine(test.failureMessages)}`,
      )
    }
  }
}
if (!vitest || (vitestExit !== 0 && vitest.numFailedTests === 0)) crashed = true

if (e2eExit === null) {
  crashed = true
} else {
  const e2e = readJson(`${out}/playwright.json`)
  if (e2e) {
    totals.passed += e2e.stats.expected + e2e.stats.flaky
    totals.failed += e2e.stats.unexpected
    totals.skipped += e2e.stats.skipped
    failures.push(...failedPlaywrightTests(e2e.suites))
  }
  if (!e2e || (e2eExit !== 0 && e2e.stats.unexpected === 0)) crashed = true
}

// CI keeps only the end of the log, so the failures are repeated here, after the browser journeys.
if (failures.length > 0) console.error(`\nFailed:\n${failures.map((f) => `  ${f}`).join('\n')}`)
if (crashed) console.error('\nA suite did not run to completion (see above).')
if (!process.env.TEST_DATABASE_URL) {
  console.log(
    `\n${postgresOnlyFiles} files of race tests (*.pg.api.test.ts) not run: TEST_DATABASE_URL is unset, and they run on PostgreSQL only (PGlite runs one query at a time).`,
  )
}
phases.push({
  phase: 'total',
  seconds: (performance.now() - startedAt) / 1000,
  cpu: cpuAtStart === null ? null : cpuAccounted - cpuAtStart,
})
const cpu = (p) => (p.cpu === null ? '' : ` (CPU ${p.cpu.toFixed(0)} s)`)
console.log(
  `\nTime: ${phases.map((p) => `${p.phase} ${p.seconds.toFixed(0)} s${cpu(p)}`).join(' · ')}`,
)
const skipped = totals.skipped ? `, ${totals.skipped} skipped` : ''
console.log(`\n${totals.passed} passed, ${totals.failed + (crashed ? 1 : 0)} failed${skipped}`)
process.exit(totals.failed > 0 || crashed ? 1 : 0)
