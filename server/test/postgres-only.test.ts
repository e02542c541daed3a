import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { isPostgresOnly, POSTGRES_SMOKE_FILES } from './postgres-only.ts'

const serverRoot = path.resolve(import.meta.dirname, '..')
const testFiles = readdirSync(path.join(serverRoot, 'src'), { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.test.ts'))
  .map((file) => path.join('src', file))
const postgresOnly = new Set(testFiles.filter(isPostgresOnly))

// What a test reads to tell which database it is on: outside a PostgreSQL-only file, a test that
// only runs on one of them would be skipped on PGlite and never reach server-pg.
const ASKS_WHICH_DATABASE = /databaseKind|TEST_DATABASE_URL|notOnPostgres|\[PostgreSQL only/

describe('the server-pg project (ADR 028)', () => {
  it('finds the race tests under their naming convention', () => {
    expect(postgresOnly.size).toBeGreaterThan(0)
  })

  it('has no test that depends on the database outside a *.pg.api.test.ts file', () => {
    const misplaced = testFiles
      .filter((file) => !postgresOnly.has(file))
      .filter((file) => ASKS_WHICH_DATABASE.test(readFileSync(path.join(serverRoot, file), 'utf8')))
    expect(
      misplaced,
      'Move PostgreSQL-only tests into a <name>.pg.api.test.ts file: only those run on PostgreSQL',
    ).toEqual([])
  })

  it('runs a smoke slice whose files all exist', () => {
    expect(POSTGRES_SMOKE_FILES).toContain('src/tenancy.api.test.ts')
    for (const file of POSTGRES_SMOKE_FILES) {
      expect(existsSync(path.join(serverRoot, file)), file).toBe(true)
    }
  })
})
