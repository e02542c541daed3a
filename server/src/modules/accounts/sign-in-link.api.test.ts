import { count, desc, eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { SIGN_IN_LINK_SENT } from '@bidfut/domain/contracts/sign-in'
import { createGroup, createMember } from '../../../test/factories.ts'
import { createTestApp } from '../../../test/test-app.ts'
import { accountSessions } from '../../db/schema/accounts.ts'
import { accountTokens, companyPlayers, refreshTokens } from '../../db/schema/memberships.ts'
import { emailOutbox } from '../../db/schema/messages.ts'
import { hashToken } from '../../lib/tokens.ts'
import { DEVICE_COOKIE } from './device-cookie.ts'

const { app, db } = await createTestApp({ PUBLIC_URL: 'https://bidfut.example' })
const group = await createGroup(db)

let address = 0
const ask = (email: string) =>
  app.inject({
    method: 'POST',
    url: '/v1/accounts/sign-in-link',
    payload: { email },
    remoteAddress: `10.4.0.${++address}`,
  })
const check = (token: string) =>
  app.inject({ method: 'GET', url: `/v1/accounts/sign-in-link/${token}` })
const use = (token: string) =>
  app.inject({ method: 'POST', url: '/v1/accounts/sign-in-link/use', payload: { token } })
const sessions = async () => (await db.select({ n: count() }).from(refreshTokens))[0]!.n

/** The newest sign-in link emailed to `email`, once the worker has run. */
async function lastLink(email: string) {
  await app.jobs.run('account')
  const rows = await db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.toAddress, email))
    .orderBy(desc(emailOutbox.id))
  const mail = rows.find((row) => row.subject === 'Seu link para entrar no Bidfut')
  return mail && /https:\/\/bidfut\.example\/entrar\/([\w-]+)/.exec(mail.textBody)?.[1]
}

describe('the sign-in link by email', () => {
  it('answers every address alike and emails only an account, a link valid for 15 minutes', async () => {
    const known = await createMember(db, group.id)
    const a = await ask(known.email)
    const b = await ask('ninguem.link@exemplo.com')
    expect(a.json()).toEqual({ success: true, message: SIGN_IN_LINK_SENT })
    expect(b.body).toBe(a.body)
    const token = await lastLink(known.email)
    expect(token).toBeTruthy()
    expect(await lastLink('ninguem.link@exemplo.com')).toBeUndefined()
    const [row] = await db
      .select({ minutes: sql<number>`extract(epoch from (expires_at - created_at)) / 60` })
      .from(accountTokens)
      .where(eq(accountTokens.tokenHash, hashToken(token!)))
    expect(Math.round(Number(row!.minutes))).toBe(15)
  })

  it('opening the page only reads; the tap on Entrar signs in once and trusts the browser', async () => {
    const known = await createMember(db, group.id)
    await ask(known.email)
    const token = (await lastLink(known.email))!
    const before = await sessions()
    for (let i = 0; i < 2; i++) {
      expect((await check(token)).json()).toEqual({
        success: true,
        state: 'valid',
        message: 'Link válido.',
        email: known.email,
      })
    }
    expect(await sessions()).toBe(before)
    const signedIn = await use(token)
    expect(signedIn.statusCode).toBe(200)
    expect(signedIn.json()).toMatchObject({ companyPlayerId: known.member.id, email: known.email })
    expect(signedIn.cookies.find((c) => c.name === DEVICE_COOKIE)).toBeDefined()
    const again = await use(token)
    expect(again.statusCode).toBe(400)
    expect(again.json().message).toBe('Link inválido ou expirado. Peça um novo link de acesso.')
    expect((await check(token)).json()).toMatchObject({ state: 'used', email: null })
    expect(await sessions()).toBe(before + 1)
  })

  it('signs an account in no group in to its own data, as a password would (ADR 042)', async () => {
    const removed = await createMember(db, group.id)
    await db
      .update(companyPlayers)
      .set({ deletedAt: new Date() })
      .where(eq(companyPlayers.id, removed.member.id))
    await ask(removed.email)
    const before = await sessions()
    const signedIn = await use((await lastLink(removed.email))!)
    expect(signedIn.statusCode).toBe(200)
    expect(signedIn.json()).toMatchObject({
      scope: 'account',
      id: removed.account!.id,
      email: removed.email,
    })
    expect(signedIn.json().refreshToken).toBeUndefined()
    expect(await sessions()).toBe(before)
    const [session] = await db
      .select()
      .from(accountSessions)
      .where(eq(accountSessions.playerId, removed.account!.id))
    expect(session).toBeDefined()
  })

  it('refuses an expired link, one replaced by a newer one, and an unknown one', async () => {
    const known = await createMember(db, group.id)
    await ask(known.email)
    const first = (await lastLink(known.email))!
    await db
      .update(accountTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(accountTokens.tokenHash, hashToken(first)))
    expect((await check(first)).json().state).toBe('expired')
    expect((await use(first)).statusCode).toBe(400)

    // A minute later (the email limits), a new link; it voids any older one still valid.
    await db.execute(sql`update email_requests set created_at = created_at - interval '2 minutes'`)
    await ask(known.email)
    const second = (await lastLink(known.email))!
    await db.execute(sql`update email_requests set created_at = created_at - interval '2 minutes'`)
    await ask(known.email)
    const third = (await lastLink(known.email))!
    expect(third).not.toBe(second)
    expect((await use(second)).statusCode).toBe(400)
    expect((await use(third)).statusCode).toBe(200)
    expect((await check('desconhecido')).json().state).toBe('unknown')
  })

  it('keeps to the email limits for known and unknown addresses alike', async () => {
    const known = await createMember(db, group.id)
    for (const email of [known.email, 'outro.link@exemplo.com']) {
      expect((await ask(email)).statusCode).toBe(200)
      const again = await ask(email)
      expect(again.statusCode).toBe(429)
      // A second may pass between the two on a busy machine: 'em 59 segundos'.
      expect(again.json().message).toMatch(
        /^Já enviamos um email para este endereço há pouco\. Tente de novo em (1 minuto|5\d segundos)\.$/,
      )
    }
  })

  it('refuses a bad email with a clear message', async () => {
    const res = await ask('nao-e-email')
    expect(res.statusCode).toBe(400)
    expect(res.json().errors).toEqual({ email: 'Email inválido' })
  })
})
