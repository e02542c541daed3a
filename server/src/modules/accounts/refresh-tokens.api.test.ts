import { describe, expect, it } from 'vitest'
import { bearer, login } from '../../../test/factories.ts'
import { createRefreshTestApp } from './refresh-tokens.test-kit.ts'

const { app, email, member, refresh, profileWith, rotatedLongAgo } = await createRefreshTestApp()

describe('refresh tokens', () => {
  it('rotates: each refresh answers a new token with the current role', async () => {
    const session = await login(app, email)
    const first = await refresh(session.refreshToken)
    expect(first.statusCode).toBe(200)
    expect(first.json().refreshToken).not.toBe(session.refreshToken)
    expect(first.json().role).toBe('editor')
  })

  it('gives a token presented again within the grace a working sibling, not a logout', async () => {
    const session = await login(app, email)
    const first = (await refresh(session.refreshToken)).json()
    const again = await refresh(session.refreshToken)
    expect(again.statusCode).toBe(200)
    const sibling = again.json()
    expect(sibling.refreshToken).not.toBe(first.refreshToken)
    for (const next of [first, sibling]) {
      expect((await profileWith(next.accessToken)).statusCode).toBe(200)
      expect((await refresh(next.refreshToken)).statusCode).toBe(200)
    }
  })

  it('treats reuse after the grace as theft: the whole family is revoked', async () => {
    const session = await login(app, email)
    const next = (await refresh(session.refreshToken)).json()
    await rotatedLongAgo(session.refreshToken)

    const replay = await refresh(session.refreshToken)
    expect(replay.statusCode).toBe(401)
    expect(replay.json().message).toBe('Sessão expirada. Faça login novamente.')
    expect((await refresh(next.refreshToken)).statusCode).toBe(401)
    // The grace never revives a revoked family.
    expect((await refresh(next.refreshToken)).statusCode).toBe(401)
  })

  it('refuses a token presented for another member', async () => {
    const fresh = await login(app, email)
    expect((await refresh(fresh.refreshToken, member.id + 1000)).statusCode).toBe(401)
  })

  it('refuses an unknown token', async () => {
    expect((await refresh('nao-existe')).statusCode).toBe(401)
  })

  it('logout revokes the refresh token, even within the grace', async () => {
    const fresh = await login(app, email)
    const next = (await refresh(fresh.refreshToken)).json()
    const out = await app.inject({
      method: 'POST',
      url: '/v1/accounts/logout',
      headers: bearer(next.accessToken),
      payload: { refreshToken: next.refreshToken },
    })
    expect(out.statusCode).toBe(200)
    expect((await refresh(next.refreshToken)).statusCode).toBe(401)
    expect((await refresh(fresh.refreshToken)).statusCode).toBe(401)
  })
})
