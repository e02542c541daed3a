import { configDefaults, defineConfig, type TestProjectInlineConfiguration } from 'vitest/config'
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
    // Vitest keeps a core free by default: on a 2-core CI machine that halves the test run, while
    // its main process needs little. (A third worker gained nothing: beside the journeys both
    // processors are busy throughout, and each worker imports the app once more.)
    maxWorkers: '100%',
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
