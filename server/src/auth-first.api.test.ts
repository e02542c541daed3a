import { describe, expect, it } from 'vitest'
import { apiRoutesOf } from '../test/fuzz/openapi-routes.ts'
import { createTestApp } from '../test/test-app.ts'

// Without a token a protected route answers 401 before it reads or validates anything, so an
// anonymous caller learns nothing about a route's body, ids or limits.
const { app } = await createTestApp()

// The routes that declare `config: { public: true }` (the tenancy matrix lists them too).
const PUBLIC = new Set([
  'GET /v1/health',
  'GET /v1/health/live',
  'GET /v1/site-info',
  'GET /v1/helpers/get-brazilian-teams',
  'POST /v1/accounts/login',
  'POST /v1/accounts/refresh-token',
  'POST /v1/accounts/register',
  'GET /v1/accounts/signup/{token}',
  'POST /v1/accounts/signup/confirm',
  'GET /v1/accounts/invite/{token}',
  'GET /v1/accounts/validate-token-register/{token}',
  'POST /v1/accounts/activate-user-from-token',
  'POST /v1/accounts/join-from-token',
  'POST /v1/accounts/forgot-password',
  'GET /v1/accounts/reset-password/{token}',
  'POST /v1/accounts/reset-password',
  'GET /v1/accounts/confirm-email-change/{token}',
  'POST /v1/accounts/confirm-email-change',
  'GET /v1/reminders/{token}',
  'POST /v1/reminders/{token}/answer',
  'POST /v1/reminders/{token}/unsubscribe',
  'GET /v1/craque/{token}',
  'POST /v1/craque/{token}/vote',
  'GET /v1/calendar/{file}',
  'GET /v1/calendar/{token}/bids/{file}',
  'GET /v1/share/previews/{file}',
  'POST /v1/contact/send',
])

const routes = await apiRoutesOf(app)
const protectedRoutes = routes.filter((route) => !PUBLIC.has(`${route.method} ${route.path}`))

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
  it('knows every public route', () => {
    const all = new Set(routes.map((route) => `${route.method} ${route.path}`))
    for (const route of PUBLIC) expect(all).toContain(route)
    expect(protectedRoutes.length).toBeGreaterThan(40)
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
