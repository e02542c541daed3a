import { readFileSync } from 'node:fs'
import { expect, it } from 'vitest'
import {
  PRODUCT_DOC,
  readApiTable,
  routesOf,
  withApiTable,
  type OpenApiDocument,
} from '../scripts/api-table.ts'
import { createTestApp } from './test-app.ts'

const { app } = await createTestApp()

it("docs/product.md's API table has a row for every route, as the OpenAPI document has it", async () => {
  const doc = (await app.inject({ method: 'GET', url: '/docs/json' })).json<OpenApiDocument>()
  const markdown = readFileSync(PRODUCT_DOC, 'utf8')
  const written = readApiTable(markdown).rows
  const line = (row: { route: string; answers: string; who: string }) =>
    `${row.route} | ${row.answers} | ${row.who}`
  const expected = new Set(routesOf(doc).map(line))
  const actual = new Set(written.map(line))
  const missing = [...expected].filter((row) => !actual.has(row))
  const stale = [...actual].filter((row) => !expected.has(row))
  expect(
    { missing, stale },
    'docs/product.md: run `npm run docs:api` to rewrite its API table from the routes (the notes ' +
      "column is kept), then say in the new rows' notes who may call them and what they do",
  ).toEqual({ missing: [], stale: [] })
  expect(withApiTable(markdown, doc), 'the table as `npm run docs:api` writes it').toBe(markdown)
})

it('the OpenAPI document asks for the bearer token on every /v1 route but the public ones', async () => {
  type Operation = { security?: unknown[]; 'x-route-facts'?: { access: string } }
  const doc = (await app.inject({ method: 'GET', url: '/docs/json' })).json<{
    security: unknown[]
    paths: Record<string, Record<string, Operation>>
  }>()
  expect(doc.security).toEqual([{ bearer: [] }])
  const wrong = Object.entries(doc.paths)
    .filter(([route]) => route.startsWith('/v1/'))
    .flatMap(([route, operations]) =>
      Object.entries(operations)
        .filter(([, operation]) => {
          const isPublic = operation['x-route-facts']?.access === 'public'
          return isPublic !== (operation.security?.length === 0)
        })
        .map(([method]) => `${method.toUpperCase()} ${route}`),
    )
  expect(wrong).toEqual([])
})
