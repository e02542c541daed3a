import { describe, expect, it } from 'vitest'
import { apiRoutesOf } from '../test/fuzz/openapi-routes.ts'
import { createTestApp } from '../test/test-app.ts'

// Without a token a protected route answers 401 before it reads or validates anything, so an
// anonymous caller learns nothing about a route's body, ids or limits.
const { app } = await createTestApp()

// Every route but those that declare `access: 'public'` (lib/route.ts).
const routes = await apiRoutesOf(app)
const protectedRoutes = routes.filter((route) => route.facts.access !== 'public')

/** The route's URL with every path parameter given a value no contract accepts. */
const badUrl = (path: string) => path.replace(/\{[^}]+\}/g, '2147483648')

const badRequests = [
  ['a body of the wrong shape', 'application/json', JSON.stringify({ unknown: '\u0000', id: -1 })],
  ['broken JSON', 'application/json', '{"a":'],
  ['an empty JSON body', 'application/json', ''],
  ['a text body', 'text/plain', 'oi'],
  ['a body over 1 MB', 'application/json', JSON.stringify({ x: 'a'.repeat(1_100_000) })],
] as const

describe('a protected route without a valid token', () => {
  it('has protected routes to check, and a few public ones', () => {
    expect(protectedRoutes.length).toBeGreaterThan(40)
    expect(routes.length - protectedRoutes.length).toBeGreaterThan(20)
  })

  it.each(protectedRoutes.map((route) => [`${route.method} ${route.path}`, route] as const))(
    'answers 401 first: %s',
    async (_, route) => {
      for (const [, contentType, payload] of badRequests) {
        for (const authorization of [undefined, 'Bearer x.y.z']) {
          const res = await app.inject({
            method: route.method as 'GET',
            url: `${badUrl(route.path)}?PageSize=-1&name=%00`,
            headers: {
              ...(authorization ? { authorization } : {}),
              ...(route.method === 'GET' ? {} : { 'content-type': contentType }),
            },
            payload: route.method === 'GET' ? undefined : payload,
          })
          expect(res.statusCode, `${contentType} ${payload.slice(0, 40)}`).toBe(401)
          expect(res.json()).toEqual({
            success: false,
            message: 'Sessão expirada. Faça login novamente.',
          })
        }
      }
    },
  )
})
