/**
 * docs/product.md's API table (section 9), written from the OpenAPI document: a row per route with
 * its success answers and who may call it (the route's `access`). The notes column is written by
 * hand and kept across rewrites. `npm run docs:api` (write-api-table.ts) rewrites it; server/test/api-table.test.ts
 * fails when it and the routes disagree.
 */
import path from 'node:path'

type Operation = { responses?: Record<string, unknown>; 'x-route-facts'?: { access: string } }
export type OpenApiDocument = { paths: Record<string, Record<string, Operation>> }

export const PRODUCT_DOC = path.resolve(import.meta.dirname, '../../docs/product.md')
const START =
  '<!-- API table: `npm run docs:api` writes it from the OpenAPI document; notes are kept. -->'
const END = '<!-- end of the API table -->'
const HEADER = ['| route | answers | who | notes |', '| --- | --- | --- | --- |']
const METHODS = ['get', 'post', 'put', 'patch', 'delete']

type Row = { route: string; answers: string; who: string }

/** Every /v1 route of the document, by path, in the order GET, POST, PUT, PATCH, DELETE. */
export function routesOf(doc: OpenApiDocument): Row[] {
  return Object.keys(doc.paths)
    .filter((route) => route.startsWith('/v1/'))
    .sort()
    .flatMap((route) =>
      METHODS.filter((method) => doc.paths[route]![method]).map((method) => {
        const operation = doc.paths[route]![method]!
        const answers = Object.keys(operation.responses ?? {}).filter((s) => /^[23]\d\d$/.test(s))
        return {
          route: `${method.toUpperCase()} ${route.slice('/v1'.length)}`,
          answers: answers.join(', '),
          who: operation['x-route-facts']?.access ?? '',
        }
      }),
    )
}

const cells = (line: string) =>
  line
    .slice(1, -1)
    .split(/(?<!\\)\|/)
    .map((cell) => cell.trim())

/** The table as written in the document: its rows, and the notes by route. */
export function readApiTable(markdown: string) {
  const start = markdown.indexOf(START)
  const end = markdown.indexOf(END)
  if (start < 0 || end < start) throw new Error(`${PRODUCT_DOC} has lost the API table's markers`)
  const rows = markdown
    .slice(start + START.length, end)
    .trim()
    .split('\n')
    .slice(HEADER.length)
    .map(cells)
    .map(([route = '', answers = '', who = '', notes = '']) => ({
      route: route.replaceAll('`', ''),
      answers,
      who,
      notes,
    }))
  return {
    rows,
    replace: (table: string) =>
      `${markdown.slice(0, start)}${table}${markdown.slice(end + END.length)}`,
  }
}

export function renderApiTable(doc: OpenApiDocument, notes: Map<string, string>) {
  const rows = routesOf(doc).map(
    ({ route, answers, who }) =>
      `| \`${route}\` | ${answers} | ${who} | ${notes.get(route) ?? ''} |`,
  )
  return [START, '', ...HEADER, ...rows, '', END].join('\n')
}

/** The document with its API table rewritten from `doc`. */
export function withApiTable(markdown: string, doc: OpenApiDocument) {
  const { rows, replace } = readApiTable(markdown)
  return replace(renderApiTable(doc, new Map(rows.map((row) => [row.route, row.notes]))))
}
