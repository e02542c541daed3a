import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import pg from 'pg'
import type { TestProject } from 'vitest/node'
import { openDatabase } from '../src/db/client.ts'
import { TEMPLATE_DATABASE, withDatabaseName } from './postgres-url.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    databaseKind: 'pglite' | 'postgres'
    pgliteTemplate: string
  }
}

/** Migrates once per run; each test file then starts from a copy of this template. */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(path.join(tmpdir(), 'bidfut-test-'))
  const pglite = new PGlite()
  const database = await openDatabase({ pglite })
  await database.migrate()
  const dump = await pglite.dumpDataDir('none')
  const templateFile = path.join(dir, 'template.tar')
  writeFileSync(templateFile, Buffer.from(await dump.arrayBuffer()))
  await database.close()
  project.provide('pgliteTemplate', templateFile)

  const url = process.env.TEST_DATABASE_URL
  if (url) {
    const admin = new pg.Client({ connectionString: url })
    await admin.connect()
    await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DATABASE} WITH (FORCE)`)
    await admin.query(`CREATE DATABASE ${TEMPLATE_DATABASE}`)
    await admin.end()
    const template = await openDatabase({ databaseUrl: withDatabaseName(url, TEMPLATE_DATABASE) })
    await template.migrate()
    await template.close()
  }

  return () => rmSync(dir, { recursive: true, force: true })
}
