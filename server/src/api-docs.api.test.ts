import { describe, expect, it } from 'vitest'
import { createTestApp } from '../test/test-app.ts'

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
    // 204 has no body; any other success status documents the shape it sends.
    for (const status of success.filter((s) => s !== '204')) {
      expect(bodySchema(responses[status]), `${status} body schema`).toMatchObject({
        type: expect.any(String),
      })
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
