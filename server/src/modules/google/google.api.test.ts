import { count, eq, sql } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import {
  chooseAccount,
  FAKE_GOOGLE_CLIENT,
  startFakeOidcProvider,
} from '../../../test/fake-oidc-provider.ts'
import { createGroup, createMember } from '../../../test/factories.ts'
import { createTestApp } from '../../../test/test-app.ts'
import { players } from '../../db/schema/accounts.ts'
import { companyPlayers } from '../../db/schema/memberships.ts'
import { oidcIdentities, oidcLogins } from '../../db/schema/sign-in.ts'
import { joiningKit } from '../joining/joining.test-kit.ts'

const PUBLIC_URL = 'https://bidfut.example'
const provider = await startFakeOidcProvider({ redirectUris: [`${PUBLIC_URL}/entrar/google`] })
afterAll(() => provider.close())
const { app, db } = await createTestApp({
  PUBLIC_URL,
  GOOGLE_CLIENT_ID: FAKE_GOOGLE_CLIENT.clientId,
  GOOGLE_CLIENT_SECRET: FAKE_GOOGLE_CLIENT.clientSecret,
  OIDC_ISSUER_URL: provider.issuer,
})
const group = await createGroup(db)
const accounts = async () => (await db.select({ n: count() }).from(players))[0]!.n

/** The tap on 'Entrar com Google': the provider's URL and the browser's cookie. */
async function start(join?: object) {
  const res = await app.inject({
    method: 'POST',
    url: '/v1/accounts/google/start',
    payload: join ? { join } : {},
  })
  expect(res.statusCode, res.body).toBe(200)
  const cookie = res.cookies.find((c) => c.name === 'bidfut_oidc')!
  return { url: res.json().url as string, cookie: cookie.value }
}

const finish = (back: object, cookie?: string) =>
  app.inject({
    method: 'POST',
    url: '/v1/accounts/google/finish',
    payload: back,
    cookies: cookie ? { bidfut_oidc: cookie } : {},
  })

/** The whole round trip, as the person's browser makes it. */
async function signInWithGoogle(email: string, join?: object) {
  const begun = await start(join)
  return finish(await chooseAccount(begun.url, email), begun.cookie)
}

describe('Entrar com Google (OpenID Connect against a real provider)', () => {
  it('sends the browser to the issuer with PKCE (S256), state and nonce', async () => {
    const { url, cookie } = await start()
    const params = new URL(url).searchParams
    expect(url.startsWith(`${provider.issuer}/auth?`)).toBe(true)
    expect(params.get('code_challenge_method')).toBe('S256')
    expect(params.get('client_id')).toBe(FAKE_GOOGLE_CLIENT.clientId)
    expect(params.get('redirect_uri')).toBe(`${PUBLIC_URL}/entrar/google`)
    for (const name of ['state', 'nonce', 'code_challenge']) {
      expect(params.get(name)?.length).toBeGreaterThan(20)
    }
    expect(cookie.length).toBeGreaterThan(20)
  })

  it('signs in the account whose verified email matches, and knows it by its Google id after', async () => {
    const member = await createMember(db, group.id, { email: 'ana.google@exemplo.com' })
    const res = await signInWithGoogle('ana.google@exemplo.com')
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toMatchObject({ outcome: 'signed_in', companyPlayerId: member.member.id })
    expect(res.cookies.find((c) => c.name === 'bidfut_device')).toBeDefined()
    // The person changes their Bidfut email: Google's subject still finds the account.
    await db
      .update(players)
      .set({ email: 'ana.nova@exemplo.com' })
      .where(eq(players.id, member.account!.id))
    const again = await signInWithGoogle('ana.google@exemplo.com')
    expect(again.json()).toMatchObject({ companyPlayerId: member.member.id })
    const identities = await db
      .select()
      .from(oidcIdentities)
      .where(eq(oidcIdentities.playerId, member.account!.id))
    expect(identities).toHaveLength(1)
    expect(identities[0]!.issuer).toBe(provider.issuer)
  })

  it('signs an account in no group in to its own data, as a password would (ADR 042)', async () => {
    const removed = await createMember(db, group.id, { email: 'sem.pelada@exemplo.com' })
    await db
      .update(companyPlayers)
      .set({ deletedAt: new Date() })
      .where(eq(companyPlayers.id, removed.member.id))
    const res = await signInWithGoogle('sem.pelada@exemplo.com')
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toMatchObject({
      outcome: 'signed_in',
      scope: 'account',
      id: removed.account!.id,
    })
    expect(res.json().refreshToken).toBeUndefined()
  })

  it('a new person joins through the group’s link, the same short join as a passkey', async () => {
    const kit = await joiningKit(app, db, ['Rafa'])
    const res = await signInWithGoogle('novo.google@exemplo.com', {
      intent: { convite: kit.convite },
      name: 'Novato',
    })
    expect(res.json()).toMatchObject({ outcome: 'signed_in', email: 'novo.google@exemplo.com' })
    const [joined] = await db
      .select()
      .from(companyPlayers)
      .where(eq(companyPlayers.id, res.json().companyPlayerId))
    expect(joined).toMatchObject({
      companyId: kit.group.id,
      nickname: 'Novato',
      typePlayer: 'sporadic',
    })
    const claim = await signInWithGoogle('rafa.google@exemplo.com', {
      intent: { convite: kit.convite, companyPlayerId: kit.idOf('Rafa') },
      name: 'Rafael',
    })
    expect(claim.json()).toMatchObject({ outcome: 'pending', nickname: 'Rafa' })
  })

  it('refuses, creating nothing: no account and no link, an unverified email, a used or foreign state, another browser, a wrong issuer or nonce', async () => {
    const before = await accounts()
    const stranger = await signInWithGoogle('ninguem.google@exemplo.com')
    expect(stranger.statusCode).toBe(404)
    expect(stranger.json().message).toMatch(
      /^Não há conta no Bidfut com ninguem\.google@exemplo\.com/,
    )

    const kit = await joiningKit(app, db, ['Alguém'])
    const unverified = await signInWithGoogle('nao-verificado@exemplo.com', {
      intent: { convite: kit.convite },
      name: 'Sem Email',
    })
    expect(unverified.statusCode).toBe(400)
    expect(unverified.json().message).toBe(
      'O email da sua conta Google não está confirmado. Confirme o email no Google ou entre de outro jeito.',
    )

    const expired =
      'O login com o Google expirou ou já foi usado. Toque em "Entrar com Google" de novo.'
    const begun = await start()
    const back = await chooseAccount(begun.url, 'ninguem.google@exemplo.com')
    expect(
      (await finish({ ...back, state: 'outro-estado-qualquer' }, begun.cookie)).json().message,
    ).toBe(expired)
    expect((await finish(back, 'cookie-de-outro-navegador')).json().message).toBe(expired)
    // Each refusal above used its start up: the state works once.
    expect((await finish(back, begun.cookie)).json().message).toBe(expired)

    const refused = 'Não foi possível confirmar o login com o Google. Tente de novo.'
    const forIssuer = await start()
    const issuerBack = await chooseAccount(forIssuer.url, 'ninguem.google@exemplo.com')
    const wrongIssuer = await finish(
      { ...issuerBack, iss: 'https://evil.example' },
      forIssuer.cookie,
    )
    expect(wrongIssuer.json().message).toBe(refused)

    const forNonce = await start()
    const nonceBack = await chooseAccount(forNonce.url, 'ninguem.google@exemplo.com')
    await db.execute(sql`update ${oidcLogins} set nonce = 'outro-nonce'`)
    expect((await finish(nonceBack, forNonce.cookie)).json().message).toBe(refused)
    expect(await accounts()).toBe(before + 1) // the kit's administrator
  })

  it('is hidden and answers 404 when the server has no Google client', async () => {
    const bare = await createTestApp({ PUBLIC_URL })
    const res = await bare.app.inject({
      method: 'POST',
      url: '/v1/accounts/google/start',
      payload: {},
    })
    expect(res.statusCode).toBe(404)
    expect(res.json().message).toBe('O login com o Google não está disponível neste Bidfut.')
  })
})
