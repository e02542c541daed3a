import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import pg from 'pg'
import type { TestProject } from 'vitest/node'
import { openDatabase } from '../src/db/client.ts'
import { withDatabaseName } from './postgres-url.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    databaseKind: 'pglite' | 'postgres'
    pgliteTemplate: string
    postgresTemplate: string
  }
}

/**
 * Migrates once per run; each test file then starts from a copy of this template. Each project
 * makes only its own database's (the PostgreSQL one only when TEST_DATABASE_URL is set).
 */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(path.join(tmpdir(), 'bidfut-test-'))
  const templateFile = path.join(dir, 'template.tar')
  const kind = project.getProvidedContext().databaseKind
  project.provide('pgliteTemplate', templateFile)
  if (kind === 'pglite') {
    const pglite = new PGlite()
    const database = await openDatabase({ pglite })
    await database.migrate()
    const dump = await pglite.dumpDataDir('none')
    writeFileSync(templateFile, Buffer.from(await dump.arrayBuffer()))
    await database.close()
  }

  // A template per run, so two runs against the same server never drop each other's.
  const url = kind === 'postgres' ? process.env.TEST_DATABASE_URL : undefined
  const postgresTemplate = `bidfut_tpl_${randomBytes(6).toString('hex')}`
  project.provide('postgresTemplate', postgresTemplate)
  if (url) {
    await adminQuery(url, `CREATE DATABASE ${postgresTemplate}`)
    const template = await openDatabase({ databaseUrl: withDatabaseName(url, postgresTemplate) })
    await template.migrate()
    await template.close()
  }

  return async () => {
    rmSync(dir, { recursive: true, force: true })
    if (url) await adminQuery(url, `DROP DATABASE IF EXISTS ${postgresTemplate} WITH (FORCE)`)
  }
}

async function adminQuery(url: string, sql: string) {
  const admin = new pg.Client({ connectionString: url })
  await admin.connect()
  try {
    await admin.query(sql)
  } finally {
    await admin.end()
  }
}
