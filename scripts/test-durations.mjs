// Writes how long each Vitest file took in the last `npm test` (.test-results/vitest.json) to
// scripts/test-durations.json, which the sequencer reads to start the longest files first (ADR 047).
// Run it after a run on a quiet machine when the suite's shape has changed.
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

const report = JSON.parse(readFileSync('.test-results/vitest.json', 'utf8'))
const seconds = {}
for (const file of report.testResults) {
  const name = path.relative(process.cwd(), file.name)
  const took = Math.round((file.endTime - file.startTime) / 100) / 10
  // A file in two projects (the PostgreSQL smoke slice) keeps its longer run.
  seconds[name] = Math.max(seconds[name] ?? 0, took)
}
const sorted = Object.fromEntries(Object.entries(seconds).sort(([a], [b]) => a.localeCompare(b)))
writeFileSync('scripts/test-durations.json', `${JSON.stringify(sorted, null, 2)}\n`)
console.log(`scripts/test-durations.json: ${Object.keys(sorted).length} files`)
