// Runs every suite (unit + API on PGlite, the race tests and a smoke slice on PostgreSQL when
// TEST_DATABASE_URL is set, then the browser journeys) and ends with each phase's time and one
// line summing them all: `N passed, N failed`.
import { spawnSync } from 'node:child_process'
import { mkdirSync, readFileSync, readdirSync, existsSync, rmSync } from 'node:fs'
import path from 'node:path'
import { performance } from 'node:perf_hooks'

const startedAt = performance.now()
const out = '.test-results'
rmSync(out, { recursive: true, force: true })
mkdirSync(out, { recursive: true })

const phases = []

/** Runs one phase, timing it for the summary at the end. */
function run(phase, command, args, env = {}) {
  const started = performance.now()
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } })
  phases.push({ phase, seconds: (performance.now() - started) / 1000 })
  return result.status ?? 1
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

const vitestExit = run('vitest', 'npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${out}/vitest.json`,
])
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

const buildExit = run('web build', 'node', ['web/scripts/build.mjs', '--quiet'])
if (buildExit !== 0) {
  crashed = true
} else {
  const e2eExit = run(
    'playwright',
    'npx',
    ['playwright', 'test', '-c', 'e2e/playwright.config.ts'],
    {
      PLAYWRIGHT_JSON_OUTPUT_NAME: path.resolve(out, 'playwright.json'),
    },
  )
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
phases.push({ phase: 'total', seconds: (performance.now() - startedAt) / 1000 })
console.log(`\nTime: ${phases.map((p) => `${p.phase} ${p.seconds.toFixed(0)} s`).join(' · ')}`)
const skipped = totals.skipped ? `, ${totals.skipped} skipped` : ''
console.log(`\n${totals.passed} passed, ${totals.failed + (crashed ? 1 : 0)} failed${skipped}`)
process.exit(totals.failed > 0 || crashed ? 1 : 0)
