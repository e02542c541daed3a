import Fastify from 'fastify'
import { describe, expect, it } from 'vitest'
import { registerErrorHandler } from './errors.ts'
import { appCspDirectives, cspHeader } from './csp.ts'
import { securityHeadersPlugin } from './security-headers.ts'

const app = Fastify({ logger: false })
registerErrorHandler(app)
await app.register(securityHeadersPlugin, {
  contentSecurityPolicy: { useDefaults: false, directives: appCspDirectives },
})
app.get('/json', async () => ({ ok: true }))
app.get('/widened', async (_request, reply) => reply.header('Content-Security-Policy', 'x').send())
app.get('/fails', async () => {
  throw new Error('boom')
})

const directives = (policy: unknown) => String(policy).split(/;\s*/)

describe('security headers', () => {
  it("sends helmet's headers, with our policy, on every answer", async () => {
    for (const url of ['/json', '/fails', '/missing']) {
      const { headers } = await app.inject({ method: 'GET', url })
      expect(directives(headers['content-security-policy']), url).toEqual(
        directives(cspHeader(appCspDirectives)),
      )
      expect(headers['x-content-type-options'], url).toBe('nosniff')
      expect(headers['x-frame-options'], url).toBe('SAMEORIGIN')
      expect(headers['strict-transport-security'], url).toMatch(/^max-age=\d+/)
      expect(headers['referrer-policy'], url).toBe('no-referrer')
      expect(headers['cross-origin-opener-policy'], url).toBe('same-origin')
      expect(headers['x-powered-by'], url).toBeUndefined()
    }
  })

  it('lets a route replace a header, as the landing does with its policy', async () => {
    const { headers } = await app.inject({ method: 'GET', url: '/widened' })
    expect(headers['content-security-policy']).toBe('x')
    expect(headers['x-content-type-options']).toBe('nosniff')
  })
})
