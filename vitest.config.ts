import { availableParallelism } from 'node:os'
import { configDefaults, defineConfig, type TestProjectInlineConfiguration } from 'vitest/config'
import { LongestFirstSequencer } from './scripts/longest-first-sequencer.ts'
import { POSTGRES_ONLY_FILES, POSTGRES_SMOKE_FILES } from './server/test/postgres-only.ts'

const server = (
  name: string,
  databaseKind: 'pglite' | 'postgres',
  test: { include: string[]; exclude?: string[]; env?: Record<string, string> },
) =>
  ({
    extends: './server/vitest.config.ts',
    root: './server',
    test: { name, provide: { databaseKind }, ...test },
  }) satisfies TestProjectInlineConfiguration

// The API suite runs on a fresh PGlite per file; with TEST_DATABASE_URL, PostgreSQL runs the
// race tests and a smoke slice (server/test/postgres-only.ts, ADR 028).
export default defineConfig({
  test: {
    // One worker per core, and at least three: many files wait (on timers, PostgreSQL, the
    // clock of a timing test) more than they compute, and beside the journeys, which wait on
    // the browser most of the time, a 2-core CI machine has a processor's worth left idle
    // (ADR 047, 'CI time').
    maxWorkers: Math.max(3, availableParallelism()),
    sequence: { sequencer: LongestFirstSequencer },
    projects: [
      'domain/vitest.config.ts',
      'web/vitest.config.ts',
      server('server', 'pglite', {
        include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
        exclude: [...configDefaults.exclude, POSTGRES_ONLY_FILES],
      }),
      ...(process.env.TEST_DATABASE_URL
        ? [
            server('server-pg', 'postgres', {
              include: [POSTGRES_ONLY_FILES, ...POSTGRES_SMOKE_FILES],
              // A smoke run of the fuzzer: PGlite's run has the 3000 requests.
              env: { FUZZ_RUNS: '1500' },
            }),
          ]
        : []),
    ],
  },
})
