import { sql } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { openTestDatabase } from '../../test/test-database.ts'
import { isDatabaseUnreachable } from './db-errors.ts'

// pg's own shutdown error: PGlite has no administrator to end a backend.
const database = await openTestDatabase()
afterAll(() => database.close())

describe('a database that cannot be reached', () => {
  it("terminating the connection (57P01, an administrator's shutdown)", async () => {
    const error = await database.db
      .execute(sql`select pg_terminate_backend(pg_backend_pid())`)
      .then(
        () => undefined,
        (err: unknown) => err,
      )
    expect(isDatabaseUnreachable(error)).toBe(true)
  })
})
