// `npm run docs:api`: rewrites docs/product.md's API table from the app's OpenAPI document.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { buildApp } from '../src/app.ts'
import { loadConfig } from '../src/config.ts'
import { openDatabase } from '../src/db/client.ts'
import { PRODUCT_DOC, routesOf, withApiTable, type OpenApiDocument } from './api-table.ts'

const dataDir = mkdtempSync(path.join(tmpdir(), 'bidfut-api-table-'))
const config = loadConfig({
  NODE_ENV: 'test',
  DATA_DIR: dataDir,
  JWT_SECRET: 'api-table-api-table-api-table-api-table',
  LOG_LEVEL: 'silent',
})
const database = await openDatabase({ pglite: new PGlite() })
const app = await buildApp({ config, database })
await app.ready()
const doc = app.swagger() as unknown as OpenApiDocument
await app.close()
await database.close()
rmSync(dataDir, { recursive: true, force: true })

writeFileSync(PRODUCT_DOC, withApiTable(readFileSync(PRODUCT_DOC, 'utf8'), doc))
console.log(
  `docs/product.md: API table written from the OpenAPI document, ${routesOf(doc).length} routes.`,
)
