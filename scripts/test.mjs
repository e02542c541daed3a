// Runs every suite (unit + API on PGlite, API on PostgreSQL when TEST_DATABASE_URL is set, then the
// browser journeys) and ends with one line summing them all: `N passed, N failed`.
import { spawnSync } from 'node:child_process'
import { mkdirSync, readFileSync, existsSync, rmSync } from 'node:fs'
import path from 'node:path'

const out = '.test-results'
rmSync(out, { recursive: true, force: true })
mkdirSync(out, { recursive: true })

function run(command, args, env = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } })
  return result.status ?? 1
}

function readJson(file) {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null
}

const totals = { passed: 0, failed: 0, skipped: 0 }
const failures = []
let crashed = false

// The marker server/test/postgres-only.ts puts in the name of every race test: PGlite runs one
// query at a time, so those tests only mean something on PostgreSQL.
const POSTGRES_ONLY_MARKER = '[PostgreSQL only'

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

function skippedRaceTests(report) {
  return report.testResults
    .flatMap((file) => file.assertionResults)
    .filter((test) => test.status !== 'passed' && test.status !== 'failed')
    .filter((test) => test.fullName.includes(POSTGRES_ONLY_MARKER)).length
}

const vitestExit = run('npx', [
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
const raceTestsNotRun = vitest && !process.env.TEST_DATABASE_URL ? skippedRaceTests(vitest) : 0

const buildExit = run('npm', ['run', 'build', '-w', 'web', '--silent'])
if (buildExit !== 0) {
  crashed = true
} else {
  const e2eExit = run('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: path.resolve(out, 'playwright.json'),
  })
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
if (raceTestsNotRun > 0) {
  console.log(
    `\n${raceTestsNotRun} race tests skipped: TEST_DATABASE_URL is unset, and they run on PostgreSQL only (PGlite runs one query at a time).`,
  )
}
const skipped = totals.skipped ? `, ${totals.skipped} skipped` : ''
console.log(`\n${totals.passed} passed, ${totals.failed + (crashed ? 1 : 0)} failed${skipped}`)
process.exit(totals.failed > 0 || crashed ? 1 : 0)
