import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { eq, sql } from 'drizzle-orm'
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest'
import { bearer, createGroup, createMember, login, PASSWORD } from '../../../test/factories.ts'
import { createTestApp } from '../../../test/test-app.ts'
import { buildApp } from '../../app.ts'
import { loadConfig } from '../../config.ts'
import { refreshTokens } from '../../db/schema/memberships.ts'
import { createAccessGate, RECHECK_MS } from '../../lib/access-gate.ts'
import { clock } from '../../lib/clock.ts'
import { hashToken, newOpaqueToken } from '../../lib/tokens.ts'
import { replaceAccountToken } from './account-tokens.repo.ts'
import { REFRESH_REUSE_GRACE_SECONDS } from './refresh-verdict.ts'

// Ending a session refuses its access tokens within RECHECK_MS (2 s), on every instance. The
// clock moves instead of the test sleeping: the access gate reads its time from `clock`.
let frozenAt: number | undefined
vi.spyOn(clock, 'now').mockImplementation(() => new Date(frozenAt ?? Date.now()))
afterEach(() => {
  frozenAt = undefined
})

const { app, db, database } = await createTestApp()
const group = await createGroup(db)

// Another server instance on the same database; only `db` is used by the app.
const otherDir = mkdtempSync(path.join(tmpdir(), 'bidfut-other-'))
const other = await buildApp({
  config: loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: otherDir,
    JWT_SECRET: 'test-secret-test-secret-test-secret-123',
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: path.join(otherDir, 'no-web-build'),
  }),
  database,
})
afterAll(async () => {
  await other.close()
  vi.restoreAllMocks()
})

type Session = Awaited<ReturnType<typeof login>>

// The organiser's poll: the hot path the access gate keeps off the database.
const poll = (session: Session, instance = app) =>
  instance
    .inject({
      method: 'GET',
      url: '/v1/accounts/get-profile',
      headers: bearer(session.accessToken),
    })
    .then((res) => res.statusCode)

const post = (url: string, session: Session | null, payload: object) =>
  app.inject({
    method: url.startsWith('/v1/accounts/update') ? 'PUT' : 'POST',
    url,
    headers: session ? bearer(session.accessToken) : {},
    payload,
  })

describe('an ended session’s access token is refused at once on the instance that ended it', () => {
  it('after logout; the person’s other session goes on', async () => {
    const { email } = await createMember(db, group.id)
    const phone = await login(app, email)
    const laptop = await login(app, email)
    expect(await poll(phone)).toBe(200)

    expect((await post('/v1/accounts/logout', phone, {})).statusCode).toBe(200)
    expect(await poll(phone)).toBe(401)
    expect(await poll(laptop)).toBe(200)
  })

  it('after a password change in /perfil: every other session ends, this one goes on', async () => {
    const { email } = await createMember(db, group.id)
    const here = await login(app, email)
    const elsewhere = await login(app, email)
    expect(await poll(elsewhere)).toBe(200)

    const changed = await post('/v1/accounts/update-profile', here, {
      fullName: 'Quem Mudou a Senha',
      email,
      password: PASSWORD,
      newPassword: 'senha-nova-1',
      confirmNewPassword: 'senha-nova-1',
    })
    expect(changed.statusCode).toBe(200)
    expect(await poll(elsewhere)).toBe(401)
    expect(await poll(here)).toBe(200)
    const refreshHere = await post('/v1/accounts/refresh-token', null, {
      refreshToken: here.refreshToken,
      companyPlayerId: here.companyPlayerId,
    })
    expect(refreshHere.statusCode).toBe(200)
  })

  it('after a password reset: every session ends', async () => {
    const { email, account } = await createMember(db, group.id)
    const sessions = [await login(app, email), await login(app, email)]
    for (const session of sessions) expect(await poll(session)).toBe(200)
    const { token, hash } = newOpaqueToken()
    await replaceAccountToken(
      db,
      { playerId: account!.id },
      { kind: 'password_reset', tokenHash: hash, ttlMs: 60_000 },
    )

    const reset = await post('/v1/accounts/reset-password', null, {
      token,
      newPassword: 'senha-nova-1',
      confirmNewPassword: 'senha-nova-1',
    })
    expect(reset.statusCode).toBe(200)
    for (const session of sessions) expect(await poll(session)).toBe(401)
  })

  it('after its refresh family is revoked because a used refresh token came back', async () => {
    const { email, member } = await createMember(db, group.id)
    const session = await login(app, email)
    const renewed = (
      await post('/v1/accounts/refresh-token', null, {
        refreshToken: session.refreshToken,
        companyPlayerId: member.id,
      })
    ).json() as Session
    expect(await poll(renewed)).toBe(200)
    await db
      .update(refreshTokens)
      .set({ usedAt: sql`now() - make_interval(secs => ${REFRESH_REUSE_GRACE_SECONDS + 1})` })
      .where(eq(refreshTokens.tokenHash, hashToken(session.refreshToken)))

    const replay = await post('/v1/accounts/refresh-token', null, {
      refreshToken: session.refreshToken,
      companyPlayerId: member.id,
    })
    expect(replay.statusCode).toBe(401)
    expect(await poll(renewed)).toBe(401)
    expect(await poll(session)).toBe(401)
  })
})

describe('another instance refuses the ended session within 2 s', () => {
  it('after a logout elsewhere', async () => {
    const { email } = await createMember(db, group.id)
    const session = await login(app, email)
    frozenAt = Date.now()
    expect(await poll(session, other)).toBe(200)

    expect((await post('/v1/accounts/logout', session, {})).statusCode).toBe(200)
    frozenAt += RECHECK_MS - 1
    // What the other instance read less than 2 s ago still stands...
    expect(await poll(session, other)).toBe(200)
    frozenAt += 1
    // ...and no longer once 2 s have passed.
    expect(await poll(session, other)).toBe(401)
  })

  it('after a password change elsewhere', async () => {
    const { email } = await createMember(db, group.id)
    const here = await login(app, email)
    const elsewhere = await login(app, email)
    frozenAt = Date.now()
    expect(await poll(elsewhere, other)).toBe(200)

    const changed = await post('/v1/accounts/update-profile', here, {
      fullName: 'Quem Mudou a Senha',
      email,
      password: PASSWORD,
      newPassword: 'senha-nova-1',
      confirmNewPassword: 'senha-nova-1',
    })
    expect(changed.statusCode).toBe(200)
    frozenAt += RECHECK_MS
    expect(await poll(elsewhere, other)).toBe(401)
    expect(await poll(here, other)).toBe(200)
  })
})

describe('the access gate on the hot path', () => {
  it('reads the database once per session every 2 s, however often the token comes', async () => {
    const { member, account } = await createMember(db, group.id)
    const gate = createAccessGate(db)
    frozenAt = Date.now()
    const reads = vi.spyOn(db, 'select')
    const ctx = {
      companyId: group.id,
      companyPlayerId: member.id,
      playerId: account!.id,
      role: member.role,
      sessionId: 'a-session',
    }
    for (let i = 0; i < 20; i++) expect(await gate.isCurrent(ctx)).toBe(true)
    expect(reads).toHaveBeenCalledTimes(1)
    frozenAt += RECHECK_MS
    for (let i = 0; i < 20; i++) expect(await gate.isCurrent(ctx)).toBe(true)
    expect(reads).toHaveBeenCalledTimes(2)
    reads.mockRestore()
  })
})
