import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { bearer, createGroup, createMember } from '../test/factories.ts'
import { apiRoutesOf } from '../test/fuzz/openapi-routes.ts'
import { createTestApp } from '../test/test-app.ts'
import { createAccessTokens } from './lib/access-token.ts'

// Every limit on what a signed-in person does counts per account, never per address: two members
// behind one address (a family's Wi-Fi, a carrier's NAT) never share one (ADR 042). Every
// inject comes from 127.0.0.1, so all the people here share an address.
const { app, db, config } = await createTestApp()
const tokens = createAccessTokens(config.jwtSecret, 15 * 60)
const group = await createGroup(db, 'Pelada do Limite')

/** A member with a session of their own (a logout ends only that one). */
async function someone() {
  const { member } = await createMember(db, group.id, { role: 'member' })
  const token = await tokens.sign({
    companyId: group.id,
    companyPlayerId: member.id,
    playerId: member.playerId!,
    role: 'member',
    sessionId: randomUUID(),
  })
  return bearer(token)
}

const routes = await apiRoutesOf(app)
const urlOf = (path: string) => path.replace(/\{[^}]+\}/g, '1')
const call = (method: string, url: string, headers?: Record<string, string>, payload?: object) =>
  app.inject({ method: method as 'GET', url, headers, payload })
const remaining = (res: { headers: Record<string, unknown> }) =>
  res.headers['x-ratelimit-remaining'] === undefined
    ? undefined
    : Number(res.headers['x-ratelimit-remaining'])

describe('limits on a signed-in person’s actions', () => {
  const limited: string[] = []

  it.each(routes.map((route) => [`${route.method} ${route.path}`, route] as const))(
    '%s: a second member behind the same address starts with a full budget',
    async (_, route) => {
      const url = urlOf(route.path)
      // Public routes answer without a token and count per address, as they must.
      if ((await call(route.method, url)).statusCode !== 401) return
      const [first, second] = [await someone(), await someone()]
      const firstAnswer = await call(route.method, url, first)
      const left = remaining(firstAnswer)
      if (left === undefined) return
      limited.push(`${route.method} ${route.path}`)
      expect(remaining(await call(route.method, url, first))).toBe(left - 1)
      expect(remaining(await call(route.method, url, second))).toBe(left)
    },
  )

  it('found the limited routes (renewing the calendar, push devices, photos, my data …)', () => {
    expect(limited).toEqual(
      expect.arrayContaining([
        'POST /v1/profile/calendar/renew',
        'PUT /v1/push/subscriptions',
        'DELETE /v1/push/subscriptions',
        'POST /v1/accounts/upload-image-profile',
        'PUT /v1/accounts/update-profile',
        'GET /v1/me/data-export',
      ]),
    )
  })

  it("one member renewing the calendar link 10 times does not make another wait (the issue's case)", async () => {
    const [busy, other] = [await someone(), await someone()]
    for (let i = 0; i < 10; i++) {
      expect((await call('POST', '/v1/profile/calendar/renew', busy)).statusCode).toBe(200)
    }
    const refused = await call('POST', '/v1/profile/calendar/renew', busy)
    expect(refused.statusCode).toBe(429)
    expect(refused.headers['retry-after']).toBeDefined()
    expect((await call('POST', '/v1/profile/calendar/renew', other)).statusCode).toBe(200)
  })
})
