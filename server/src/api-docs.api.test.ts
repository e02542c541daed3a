import { describe, expect, it } from 'vitest'
import { createTestApp } from '../test/test-app.ts'
import { errorBody } from '../test/error-body.ts'

// Every /v1 route declares its answers (schema.response), so Fastify serialises and filters what
// leaves the server and /docs documents each shape. A route added without them fails here:
// @fastify/swagger still lists it, but with a bare 'Default Response' and no body schema.
const { app } = await createTestApp()

type Operation = {
  responses?: Record<string, { content?: Record<string, { schema?: Record<string, unknown> }> }>
}
type OpenApi = { paths: Record<string, Record<string, Operation>> }

const docs = (await app.inject({ method: 'GET', url: '/docs/json' })).json<OpenApi>()
const operations = Object.entries(docs.paths)
  .filter(([path]) => path.startsWith('/v1/'))
  .flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      route: `${method.toUpperCase()} ${path}`,
      responses: operation.responses ?? {},
    })),
  )

const bodySchema = (response: NonNullable<Operation['responses']>[string] | undefined) =>
  response?.content?.['application/json']?.schema

describe('GET /docs/json', () => {
  it('lists the /v1 routes', () => {
    expect(operations.length).toBeGreaterThan(60)
    expect(operations.map((op) => op.route)).toContain('GET /v1/bids/current-bid')
  })

  it.each(operations)('$route declares its success answer', ({ responses }) => {
    const success = Object.keys(responses).filter((status) => /^2\d\d$/.test(status))
    expect(success.length).toBeGreaterThan(0)
    // 204 has no body; any other success status documents the shape it sends (or, where the
    // caller's role decides, each of its shapes).
    for (const status of success.filter((s) => s !== '204')) {
      const schema = bodySchema(responses[status])
      const shapes = (schema?.anyOf as Record<string, unknown>[] | undefined) ?? [schema]
      for (const shape of shapes) {
        expect(shape, `${status} body schema`).toMatchObject({ type: expect.any(String) })
      }
    }
  })

  it.each(operations)('$route documents the house error body', ({ responses }) => {
    for (const range of ['4XX', '5XX']) {
      expect(bodySchema(responses[range]), range).toMatchObject({
        type: 'object',
        properties: { success: expect.any(Object), message: { type: 'string' } },
        required: expect.arrayContaining(['success', 'message']),
      })
    }
  })
})

// A public map of every route helps nobody but an attacker in production (ADR 024).
describe('API_DOCS', () => {
  const docsOf = async (env: Record<string, string>) => {
    const { app: configured } = await createTestApp(env)
    return Promise.all(
      ['/docs', '/docs/json', '/docs/static/index.html'].map((url) =>
        configured.inject({ method: 'GET', url }),
      ),
    )
  }

  it('serves /docs and /docs/json outside production by default', async () => {
    const [ui, json] = await docsOf({})
    expect(ui!.statusCode).toBe(200)
    expect(json!.json()).toMatchObject({ openapi: expect.any(String) })
  })

  it('turns them off in production: a 404 in the house shape', async () => {
    for (const res of await docsOf({ NODE_ENV: 'production', PASSWORD_HASH_COST: '14' })) {
      expect(res.statusCode).toBe(404)
      expect(res.json()).toEqual(errorBody({ message: 'Recurso não encontrado.' }))
    }
  })

  it('serves them in production with API_DOCS=on, and hides them elsewhere with off', async () => {
    const [ui, json] = await docsOf({
      NODE_ENV: 'production',
      PASSWORD_HASH_COST: '14',
      API_DOCS: 'on',
    })
    expect(ui!.statusCode).toBe(200)
    expect(json!.statusCode).toBe(200)
    const [offUi, offJson] = await docsOf({ API_DOCS: 'off' })
    expect(offUi!.statusCode).toBe(404)
    expect(offJson!.statusCode).toBe(404)
  })
})
