import { randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import pg from 'pg'
import { inject } from 'vitest'
import { openDatabase, type Database } from '../src/db/client.ts'
import { createPglitePool } from './pglite-pool.ts'
import { withDatabaseName } from './postgres-url.ts'

/**
 * A fresh, migrated database for one test file: on PGlite, an instance in the template's state
 * from this worker's pool; on PostgreSQL, a clone of the template.
 */
export async function openTestDatabase(): Promise<Database> {
  if (inject('databaseKind') === 'postgres') return clonePostgres()
  const lease = await pool.lease()
  const database = await openDatabase({ pglite: lease.pglite })
  return { ...database, close: lease.giveBack }
}

// The server files share a worker's modules (isolate: false), so the pool lives as long as the
// worker and its instances go from one file to the next (ADR 047).
let templateBytes: Buffer | undefined
const pool = createPglitePool(
  () => new Blob([(templateBytes ??= readFileSync(inject('pgliteTemplate')))]),
)

async function clonePostgres(): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL
  if (!url) throw new Error('TEST_DATABASE_URL is required for the server-pg project')
  const name = `bidfut_test_${randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: url })
  await admin.connect()
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('postgresTemplate')}`)
  await admin.end()
  const database = await openDatabase({ databaseUrl: withDatabaseName(url, name) })
  return {
    ...database,
    async close() {
      await database.close()
      const cleanup = new pg.Client({ connectionString: url })
      await cleanup.connect()
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      await cleanup.end()
    },
  }
}
