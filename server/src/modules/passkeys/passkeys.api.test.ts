import { count, eq } from 'drizzle-orm'
import { describe, expect, it, vi } from 'vitest'
import { createGroup } from '../../../test/factories.ts'
import { signedInMember } from '../../../test/sessions.ts'
import { createSoftAuthenticator } from '../../../test/soft-authenticator.ts'
import { createTestApp } from '../../../test/test-app.ts'
import { refreshTokens } from '../../db/schema/memberships.ts'
import { passkeys } from '../../db/schema/sign-in.ts'
import { clock } from '../../lib/clock.ts'
import { PASSKEY_NOT_CONFIRMED, PASSKEY_UNKNOWN } from './passkey-ceremonies.ts'
import { PASSKEY_REPLAYED } from './passkeys.service.ts'

const { app, db } = await createTestApp({ PUBLIC_URL: 'https://bidfut.example' })
const group = await createGroup(db)
const page = { origin: 'https://bidfut.example', rpId: 'bidfut.example' }

const post = (url: string, payload?: object, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: `/v1${url}`, payload, headers })

/** A signed-in member with one passkey on their phone (a soft authenticator). */
async function memberWithPasskey(name = 'Celular') {
  const me = await signedInMember(app, db, group.id)
  const phone = createSoftAuthenticator(page)
  const options = (await post('/passkeys/creation-options', undefined, me.headers)).json()
  const added = await post('/passkeys', { name, credential: phone.register(options) }, me.headers)
  expect(added.statusCode).toBe(201)
  return { me, phone }
}

const signInOptions = async () => (await post('/accounts/passkey-options')).json()
const sessions = async () => (await db.select({ n: count() }).from(refreshTokens))[0]!.n

describe('a passkey added after signing in', () => {
  it('asks for a discoverable credential with user verification, for the RP of PUBLIC_URL', async () => {
    const me = await signedInMember(app, db, group.id)
    const res = await post('/passkeys/creation-options', undefined, me.headers)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({
      rp: { name: 'Bidfut', id: 'bidfut.example' },
      user: { name: me.email },
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
      attestation: 'none',
    })
  })

  it('is listed by name, several per account, and removed by its owner only', async () => {
    const { me, phone } = await memberWithPasskey('Celular da Ana')
    const laptop = createSoftAuthenticator(page)
    const options = (await post('/passkeys/creation-options', undefined, me.headers)).json()
    // The phone's passkey is excluded: the same device is not registered twice.
    expect(options.excludeCredentials).toHaveLength(1)
    const second = await post(
      '/passkeys',
      { name: 'Notebook', credential: laptop.register(options) },
      me.headers,
    )
    expect(second.statusCode).toBe(201)
    const list = (
      await app.inject({ method: 'GET', url: '/v1/passkeys', headers: me.headers })
    ).json()
    expect(list.passkeys.map((p: { name: string }) => p.name)).toEqual([
      'Celular da Ana',
      'Notebook',
    ])

    const other = await signedInMember(app, db, group.id)
    const stranger = await app.inject({
      method: 'DELETE',
      url: `/v1/passkeys/${second.json().id}`,
      headers: other.headers,
    })
    expect(stranger.statusCode).toBe(404)
    const mine = await app.inject({
      method: 'DELETE',
      url: `/v1/passkeys/${second.json().id}`,
      headers: me.headers,
    })
    expect(mine.json()).toEqual({ success: true, message: 'Chave de acesso removida.' })
    expect(phone).toBeDefined()
  })

  it('refuses a passkey made for another site, without user verification, or answered twice', async () => {
    const me = await signedInMember(app, db, group.id)
    const phone = createSoftAuthenticator(page)
    const attempt = async (bend: Parameters<typeof phone.register>[1], options?: object) => {
      const fresh =
        options ?? (await post('/passkeys/creation-options', undefined, me.headers)).json()
      return post(
        '/passkeys',
        { name: 'X', credential: phone.register(fresh as never, bend) },
        me.headers,
      )
    }
    for (const bend of [
      { origin: 'https://bidfut.example.evil.com' },
      { rpId: 'evil.com' },
      { userVerified: false },
    ]) {
      const res = await attempt(bend)
      expect(res.statusCode, JSON.stringify(bend)).toBe(400)
      expect(res.json().message).toBe(PASSKEY_NOT_CONFIRMED)
    }
    const options = (await post('/passkeys/creation-options', undefined, me.headers)).json()
    expect((await attempt({}, options)).statusCode).toBe(201)
    // The same options again: their challenge was used.
    const again = await attempt({}, options)
    expect(again.statusCode).toBe(401)
    expect(again.json().message).toBe(PASSKEY_REPLAYED)
    const rows = await db.select().from(passkeys).where(eq(passkeys.playerId, me.account!.id))
    expect(rows).toHaveLength(1)
  })

  it("does not take another account's challenge", async () => {
    const me = await signedInMember(app, db, group.id)
    const other = await signedInMember(app, db, group.id)
    const theirs = (await post('/passkeys/creation-options', undefined, other.headers)).json()
    const phone = createSoftAuthenticator(page)
    const res = await post(
      '/passkeys',
      { name: 'X', credential: phone.register(theirs) },
      me.headers,
    )
    expect(res.statusCode).toBe(400)
  })
})

describe('signing in with a passkey alone', () => {
  it('needs no email: the passkey names the account, and the browser becomes trusted', async () => {
    const { me, phone } = await memberWithPasskey()
    const options = await signInOptions()
    expect(options).toMatchObject({ rpId: 'bidfut.example', userVerification: 'required' })
    expect(options).not.toHaveProperty('allowCredentials')
    const res = await post('/accounts/passkey-sign-in', { credential: phone.assert(options) })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({
      success: true,
      companyPlayerId: me.member.id,
      email: me.email,
    })
    expect(res.cookies.find((c) => c.name === 'bidfut_device')).toBeDefined()
    const profile = await app.inject({
      method: 'GET',
      url: '/v1/accounts/get-profile',
      headers: { authorization: `Bearer ${res.json().accessToken}` },
    })
    expect(profile.statusCode).toBe(200)
  })

  it('asking for the options writes nothing (the login page asks as it opens)', async () => {
    const before = await db.select({ n: count() }).from(passkeys)
    for (let i = 0; i < 3; i++)
      expect((await post('/accounts/passkey-options')).statusCode).toBe(200)
    expect(await db.select({ n: count() }).from(passkeys)).toEqual(before)
  })

  it('refuses a replayed assertion, another origin, no user verification, a counter gone back, an unknown passkey, an old challenge', async () => {
    const { phone } = await memberWithPasskey()
    const before = await sessions()
    const options = await signInOptions()
    const first = phone.assert(options)
    expect((await post('/accounts/passkey-sign-in', { credential: first })).statusCode).toBe(200)
    const replay = await post('/accounts/passkey-sign-in', { credential: first })
    expect(replay.statusCode).toBe(401)
    expect(replay.json().message).toBe(PASSKEY_REPLAYED)

    const refused = async (bend: Parameters<typeof phone.assert>[1], message: string) => {
      const res = await post('/accounts/passkey-sign-in', {
        credential: phone.assert(await signInOptions(), bend),
      })
      expect(res.statusCode, JSON.stringify(bend)).toBe(401)
      expect(res.json().message).toBe(message)
    }
    await refused({ origin: 'https://evil.example' }, PASSKEY_NOT_CONFIRMED)
    await refused({ userVerified: false }, PASSKEY_NOT_CONFIRMED)
    await refused({ counter: 1 }, PASSKEY_NOT_CONFIRMED)
    // A synced passkey always says 0: the spent challenge alone refuses its replay.
    const synced = await memberWithPasskey()
    const zero = synced.phone.assert(await signInOptions(), { counter: 0 })
    expect((await post('/accounts/passkey-sign-in', { credential: zero })).statusCode).toBe(200)
    const zeroAgain = await post('/accounts/passkey-sign-in', { credential: zero })
    expect(zeroAgain.json().message).toBe(PASSKEY_REPLAYED)
    const stranger = createSoftAuthenticator(page)
    stranger.register({ challenge: 'x', user: { id: 'AAAA' } })
    const unknown = await post('/accounts/passkey-sign-in', {
      credential: stranger.assert(await signInOptions()),
    })
    expect(unknown.statusCode).toBe(401)
    expect(unknown.json().message).toBe(PASSKEY_UNKNOWN)

    const stale = await signInOptions()
    const later = new Date(Date.now() + 6 * 60 * 1000)
    const spy = vi.spyOn(clock, 'now').mockReturnValue(later)
    try {
      const res = await post('/accounts/passkey-sign-in', { credential: phone.assert(stale) })
      expect(res.statusCode).toBe(401)
    } finally {
      spy.mockRestore()
    }
    // Only the two good sign-ins made a session (and the second member's own login).
    expect(await sessions()).toBe(before + 3)
  })

  it('does not sign in with the challenge made for adding a passkey', async () => {
    const { me, phone } = await memberWithPasskey()
    const addOptions = (await post('/passkeys/creation-options', undefined, me.headers)).json()
    const res = await post('/accounts/passkey-sign-in', { credential: phone.assert(addOptions) })
    expect(res.statusCode).toBe(401)
  })

  it('signs an account in no group in to its own data, as a password would (ADR 042)', async () => {
    const { me, phone } = await memberWithPasskey()
    await app.inject({
      method: 'DELETE',
      url: `/v1/company-players/delete/${me.member.id}/${me.member.id}`,
      headers: (await signedInMember(app, db, group.id, { role: 'administrator' })).headers,
    })
    const res = await post('/accounts/passkey-sign-in', {
      credential: phone.assert(await signInOptions()),
    })
    expect(res.statusCode).toBe(200)
    const answer = res.json()
    expect(answer).toMatchObject({ scope: 'account', id: me.account!.id, hasPassword: true })
    expect(answer.refreshToken).toBeUndefined()
    const headers = { authorization: `Bearer ${answer.accessToken}` }
    const own = await app.inject({ method: 'GET', url: '/v1/accounts/invitations', headers })
    expect(own.statusCode).toBe(200)
    const groupRead = await app.inject({ method: 'GET', url: '/v1/accounts/get-profile', headers })
    expect(groupRead.statusCode).toBe(403)
  })

  it('refuses a malformed assertion with a clear message and creates nothing', async () => {
    const res = await post('/accounts/passkey-sign-in', {
      credential: { id: '!!', rawId: '', type: 'password', response: {} },
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toBe('Chave de acesso inválida. Tente de novo.')
  })
})
