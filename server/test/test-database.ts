import { randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { PGlite } from '@electric-sql/pglite'
import pg from 'pg'
import { inject } from 'vitest'
import { openDatabase, type Database } from '../src/db/client.ts'
import { withDatabaseName } from './postgres-url.ts'

/** A fresh, migrated database for one test file: a PGlite copy, or a PostgreSQL clone. */
export async function openTestDatabase(): Promise<Database> {
  if (inject('databaseKind') === 'postgres') return clonePostgres()
  const template = new Blob([readFileSync(inject('pgliteTemplate'))])
  const pglite = await PGlite.create({ loadDataDir: template })
  return openDatabase({ pglite })
}

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
