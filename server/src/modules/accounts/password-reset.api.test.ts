import { desc, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { createGroup, createMember, login } from '../../../test/factories.ts'
import { createTestApp } from '../../../test/test-app.ts'
import { accountTokens } from '../../db/schema/memberships.ts'
import { emailOutbox, emailRequests } from '../../db/schema/messages.ts'
import { hashToken, newOpaqueToken } from '../../lib/tokens.ts'
import { DEVICE_COOKIE } from './device-cookie.ts'
import { errorBody } from '../../../test/error-body.ts'

const { app, db } = await createTestApp({ PUBLIC_URL: 'https://bidfut.example' })
const group = await createGroup(db)

let address = 0
const forgot = (email: string) =>
  app.inject({
    method: 'POST',
    url: '/v1/accounts/forgot-password',
    payload: { email },
    remoteAddress: `10.3.0.${++address}`,
  })
const reset = (token: string, newPassword = 'nova-senha-1') =>
  app.inject({
    method: 'POST',
    url: '/v1/accounts/reset-password',
    payload: { token, newPassword, confirmNewPassword: newPassword },
  })

const check = (token: string) =>
  app.inject({ method: 'GET', url: `/v1/accounts/reset-password/${token}` })

/** The newest reset link emailed to `email`, once the worker has done what requests left. */
async function lastResetLink(email: string) {
  await app.jobs.run('account')
  const rows = await db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.toAddress, email))
    .orderBy(desc(emailOutbox.id))
  const mail = rows.find((row) => row.subject === 'Redefinição de senha do Bidfut')
  const url = mail && /https:\/\/bidfut\.example\/redefinir-senha\/([\w-]+)/.exec(mail.textBody)
  return url ? url[1]! : null
}

describe('POST /v1/accounts/forgot-password', () => {
  it('answers known and unknown emails identically, and emails only the known one', async () => {
    const known = await createMember(db, group.id)
    const a = await forgot(known.email)
    const b = await forgot('ninguem@exemplo.com')
    expect(a.statusCode).toBe(200)
    expect(b.statusCode).toBe(200)
    expect(a.json()).toEqual({ success: true, message: 'Email enviado!' })
    expect(b.body).toBe(a.body)
    expect(await lastResetLink(known.email)).not.toBeNull()
    expect(
      await db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, 'ninguem@exemplo.com')),
    ).toHaveLength(0)
  })

  it('takes one request a minute per address, known or not, and says how long to wait', async () => {
    const known = await createMember(db, group.id)
    const answers = []
    for (const email of [known.email, 'ninguem.mais@exemplo.com']) {
      expect((await forgot(email)).statusCode).toBe(200)
      const again = await forgot(email.toUpperCase())
      expect(again.statusCode).toBe(429)
      expect(Number(again.headers['retry-after'])).toBeGreaterThan(50)
      expect(Number(again.headers['retry-after'])).toBeLessThanOrEqual(60)
      answers.push(again.body)
    }
    // On a busy machine a second may pass between the two requests: 'em 59 segundos'.
    const waitMessage =
      /^Já enviamos um email para este endereço há pouco\. Tente de novo em (1 minuto|5\d segundos)\.$/
    // Known or not, the same answer.
    for (const answer of answers) {
      expect(JSON.parse(answer)).toEqual(errorBody({ message: expect.stringMatching(waitMessage) }))
    }
    await app.jobs.run('account')
    expect(
      await db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, known.email)),
    ).toHaveLength(1)
  })

  it('gives a link valid for one hour', async () => {
    const known = await createMember(db, group.id)
    await forgot(known.email.toUpperCase())
    const token = (await lastResetLink(known.email))!
    const [stored] = await db
      .select()
      .from(accountTokens)
      .where(eq(accountTokens.tokenHash, hashToken(token)))
    const minutes = (stored!.expiresAt.getTime() - Date.now()) / 60_000
    expect(minutes).toBeGreaterThan(59)
    expect(minutes).toBeLessThanOrEqual(60)
  })

  it('is rate-limited per IP', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 6; i++) {
      const res = await app.inject({
        method: 'POST',
        url: '/v1/accounts/forgot-password',
        payload: { email: `x${i}@exemplo.com` },
        remoteAddress: '10.4.4.4',
      })
      statuses.push(res.statusCode)
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429])
  })
})

describe('GET /v1/accounts/reset-password/{token}', () => {
  it('says a working link is valid, and checking never uses it up', async () => {
    const known = await createMember(db, group.id)
    await forgot(known.email)
    const token = (await lastResetLink(known.email))!
    for (let i = 0; i < 2; i++) {
      const res = await check(token)
      expect(res.statusCode).toBe(200)
      expect(res.json()).toEqual({ success: true, state: 'valid', message: 'Link válido.' })
    }
    expect((await reset(token)).statusCode).toBe(200)
  })

  it('says why a link no longer works: used, expired or unknown', async () => {
    const known = await createMember(db, group.id)
    await forgot(known.email)
    const used = (await lastResetLink(known.email))!
    expect((await reset(used)).statusCode).toBe(200)
    expect((await check(used)).json()).toEqual({
      success: true,
      state: 'used',
      message: 'Este link já foi usado',
    })

    const other = await createMember(db, group.id)
    await forgot(other.email)
    const expired = (await lastResetLink(other.email))!
    await db
      .update(accountTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(accountTokens.tokenHash, hashToken(expired)))
    expect((await check(expired)).json()).toMatchObject({
      state: 'expired',
      message: 'Este link expirou',
    })

    expect((await check('x'.repeat(43))).json()).toMatchObject({ state: 'unknown' })
  })

  it('does not take another kind of link for a reset link', async () => {
    const pending = await createMember(db, group.id, { activated: false })
    const { token, hash } = newOpaqueToken()
    await db.insert(accountTokens).values({
      kind: 'activation',
      tokenHash: hash,
      companyPlayerId: pending.member.id,
      expiresAt: new Date(Date.now() + 60_000),
    })
    expect((await check(token)).json()).toMatchObject({ state: 'unknown' })
  })
})

describe('POST /v1/accounts/reset-password', () => {
  it('works once, sets the password and ends every session', async () => {
    const known = await createMember(db, group.id)
    const session = await login(app, known.email)
    await forgot(known.email)
    const token = (await lastResetLink(known.email))!

    const res = await reset(token)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ success: true, message: 'Senha redefinida com sucesso!' })
    // This browser is now trusted for the account; on https the cookie is Secure.
    expect(res.cookies.find((c) => c.name === DEVICE_COOKIE)).toMatchObject({
      httpOnly: true,
      secure: true,
      sameSite: 'Strict',
      path: '/v1/accounts',
    })
    await login(app, known.email, 'nova-senha-1')
    await expect(login(app, known.email)).rejects.toThrow('401')

    const refresh = await app.inject({
      method: 'POST',
      url: '/v1/accounts/refresh-token',
      payload: { refreshToken: session.refreshToken, companyPlayerId: known.member.id },
    })
    expect(refresh.statusCode).toBe(401)

    const second = await reset(token, 'terceira-senha')
    expect(second.statusCode).toBe(400)
    expect(second.json()).toEqual(
      errorBody({ message: 'Link inválido ou expirado. Peça um novo.' }),
    )
  })

  it('refuses an expired link and an older link replaced by a newer one', async () => {
    const known = await createMember(db, group.id)
    await forgot(known.email)
    const older = (await lastResetLink(known.email))!
    // A minute later: the address may get another email.
    await db
      .update(emailRequests)
      .set({ createdAt: new Date(Date.now() - 120_000) })
      .where(eq(emailRequests.address, known.email))
    await forgot(known.email)
    const newer = (await lastResetLink(known.email))!
    expect(newer).not.toBe(older)
    expect((await reset(older)).statusCode).toBe(400)

    await db
      .update(accountTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(accountTokens.tokenHash, hashToken(newer)))
    expect((await reset(newer)).json().message).toBe('Link inválido ou expirado. Peça um novo.')
  })

  it('sends nothing for an email an organiser typed: only accounts have passwords', async () => {
    const pending = await createMember(db, group.id, { activated: false })
    const res = await forgot(pending.email)
    expect(res.json()).toEqual({ success: true, message: 'Email enviado!' })
    expect(await lastResetLink(pending.email)).toBeNull()
  })

  it('checks the passwords match', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/v1/accounts/reset-password',
      payload: { token: 'x', newPassword: 'abcdef', confirmNewPassword: 'abcdeg' },
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toBe('As senhas não conferem')
  })
})
