import { describe, expect, it } from 'vitest'
import { login } from '../../../test/factories.ts'
import { createRefreshTestApp } from './refresh-tokens.test-kit.ts'

const { app, email, refresh, profileWith, rotatedLongAgo } = await createRefreshTestApp()

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
