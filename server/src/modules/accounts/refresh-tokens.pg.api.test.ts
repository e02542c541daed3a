import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { bearer, createGroup, createMember, login } from '../../../test/factories.ts'
import { createTestApp } from '../../../test/test-app.ts'
import { refreshTokens } from '../../db/schema.ts'
import { hashToken } from '../../lib/tokens.ts'
import { REFRESH_REUSE_GRACE_SECONDS } from './refresh-verdict.ts'

const { app, db } = await createTestApp()
const group = await createGroup(db)
const { email, member } = await createMember(db, group.id, { role: 'editor' })

const refresh = (refreshToken: string, companyPlayerId = member.id) =>
  app.inject({
    method: 'POST',
    url: '/v1/accounts/refresh-token',
    payload: { refreshToken, companyPlayerId },
  })

const profileWith = (accessToken: string) =>
  app.inject({ method: 'GET', url: '/v1/accounts/get-profile', headers: bearer(accessToken) })

/** Moves the token's rotation back in time, past the grace a concurrent refresh gets. */
async function rotatedLongAgo(refreshToken: string) {
  await db
    .update(refreshTokens)
    .set({ usedAt: sql`now() - make_interval(secs => ${REFRESH_REUSE_GRACE_SECONDS + 1})` })
    .where(eq(refreshTokens.tokenHash, hashToken(refreshToken)))
}

describe('concurrent refreshes', () => {
  it('two tabs refreshing the same token at once both stay signed in', async () => {
    for (let round = 0; round < 5; round++) {
      const session = await login(app, email)
      const results = await Promise.all([
        refresh(session.refreshToken),
        refresh(session.refreshToken),
      ])
      expect(results.map((r) => r.statusCode)).toEqual([200, 200])
      for (const result of results) {
        const next = result.json()
        expect((await profileWith(next.accessToken)).statusCode).toBe(200)
        expect((await refresh(next.refreshToken)).statusCode).toBe(200)
      }
    }
  })

  it('reuse after the grace still revokes the family, even racing a legitimate refresh', async () => {
    const session = await login(app, email)
    const next = (await refresh(session.refreshToken)).json()
    await rotatedLongAgo(session.refreshToken)
    const [replay, legitimate] = await Promise.all([
      refresh(session.refreshToken),
      refresh(next.refreshToken),
    ])
    expect(replay.statusCode).toBe(401)
    expect((await refresh(next.refreshToken)).statusCode).toBe(401)
    // A token the legitimate refresh got while the family was being revoked dies with it.
    if (legitimate.statusCode === 200) {
      expect((await refresh(legitimate.json().refreshToken)).statusCode).toBe(401)
    }
  })
})
