import { existsSync, readdirSync } from 'node:fs'
import path from 'node:path'

/**
 * Which API suites run on PostgreSQL too (TEST_DATABASE_URL: the vitest project server-pg), see
 * ADR 028. PGlite is the same PostgreSQL engine behind one connection and another client, so a
 * second run proves only what those change:
 * - races, locks and several connections: `*.pg.api.test.ts`, never run on PGlite, where one
 *   query at a time makes a race test pass with or without its lock;
 * - node-postgres's types, parameters and errors: the smoke slice, run on both.
 */
export const POSTGRES_ONLY_FILES = 'src/**/*.pg.api.test.ts'
export const isPostgresOnly = (file: string) => file.endsWith('.pg.api.test.ts')

const serverRoot = path.resolve(import.meta.dirname, '..')

/** The tenancy matrix, the bad-input proofs and each module's namesake suite. */
export const POSTGRES_SMOKE_FILES = [
  'src/tenancy.api.test.ts',
  'src/bad-input.api.test.ts',
  'src/api-fuzz.api.test.ts',
  'src/lib/db-errors.api.test.ts',
  // The caches hear of a commit only once other connections see it.
  'src/lib/changes.api.test.ts',
  // A turn's refused change rolls the turn back; the others run again without it (ADR 017).
  'src/modules/bids/status-turns.api.test.ts',
  ...readdirSync(path.join(serverRoot, 'src/modules'))
    .map((name) => `src/modules/${name}/${name}.api.test.ts`)
    .filter((file) => existsSync(path.join(serverRoot, file))),
]
