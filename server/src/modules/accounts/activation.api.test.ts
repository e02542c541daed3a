import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { createGroup, createMember, PASSWORD } from '../../../test/factories.ts'
import { signedInMember } from '../../../test/sessions.ts'
import { createTestApp } from '../../../test/test-app.ts'
import { players } from '../../db/schema/accounts.ts'
import { accountTokens, companyPlayers } from '../../db/schema/memberships.ts'
import { emailOutbox, emailRequests } from '../../db/schema/messages.ts'
import { hashToken, newOpaqueToken } from '../../lib/tokens.ts'
import { activationKit } from './activation.test-kit.ts'
import { DEVICE_COOKIE } from './device-cookie.ts'
import { errorBody } from '../../../test/error-body.ts'

const { app, db } = await createTestApp({ PUBLIC_URL: 'https://bidfut.example' })
const group = await createGroup(db)
const editor = await signedInMember(app, db, group.id, { role: 'editor' })
const member = await signedInMember(app, db, group.id, { role: 'member' })
const { generateLink, tokenFor, validate, activate, join } = activationKit(app, db, editor.headers)

type Target = Awaited<ReturnType<typeof createMember>>

describe('POST /v1/accounts/generate-temp-url-register', () => {
  it('returns a single-use link valid for 7 days', async () => {
    const pending = await createMember(db, group.id, { activated: false })
    const res = await generateLink(pending)
    expect(res.json()).toMatchObject({ success: true, message: 'Link gerado com sucesso!' })
    expect(res.json().url).toMatch(/^https:\/\/bidfut\.example\/activate-user\/[\w-]{43}$/)
    const token = res.json().url.split('/').pop()
    const [stored] = await db
      .select()
      .from(accountTokens)
      .where(eq(accountTokens.tokenHash, hashToken(token)))
    expect(stored).toMatchObject({
      kind: 'activation',
      // A link opens one membership of one group; no account exists yet.
      playerId: null,
      companyPlayerId: pending.member.id,
    })
    const days = (stored!.expiresAt.getTime() - Date.now()) / 86_400_000
    expect(days).toBeGreaterThan(6.9)
    expect(days).toBeLessThanOrEqual(7)
  })

  it('shows the working link again, so a link already shared keeps working', async () => {
    const pending = await createMember(db, group.id, { activated: false })
    const first = await generateLink(pending)
    expect(first.json().replacedPrevious).toBe(false)
    const again = await generateLink(pending)
    expect(again.json()).toMatchObject({
      url: first.json().url,
      expiresAt: first.json().expiresAt,
      replacedPrevious: false,
    })
    expect((await validate(first.json().url.split('/').pop())).statusCode).toBe(200)
  })

  it('replaces the link only when asked to renew it, and says the old one stopped working', async () => {
    const pending = await createMember(db, group.id, { activated: false })
    const first = await tokenFor(pending)
    const renewed = await generateLink(pending, editor.headers, true)
    expect(renewed.json()).toMatchObject({ success: true, replacedPrevious: true })
    const second = renewed.json().url.split('/').pop()
    expect(second).not.toBe(first)
    expect((await validate(first)).statusCode).toBe(400)
    expect((await validate(second)).statusCode).toBe(200)
    expect((await generateLink(pending)).json().url).toBe(renewed.json().url)
  })

  it('issues a new link when the working one was used or cannot be shown again', async () => {
    const pending = await createMember(db, group.id, { activated: false })
    // A link made before links were derived from their row: only its hash is known.
    const legacy = newOpaqueToken()
    await db.insert(accountTokens).values({
      kind: 'activation',
      tokenHash: legacy.hash,
      companyPlayerId: pending.member.id,
      expiresAt: new Date(Date.now() + 86_400_000),
    })
    const res = await generateLink(pending)
    expect(res.json().replacedPrevious).toBe(true)
    expect((await validate(legacy.token)).statusCode).toBe(400)
    expect((await validate(res.json().url.split('/').pop())).statusCode).toBe(200)
  })

  it('refuses an account that is already active', async () => {
    const res = await generateLink(member)
    expect(res.statusCode).toBe(409)
    expect(res.json().message).toBe('Esta conta já foi ativada.')
  })

  it('is for organisers only', async () => {
    const pending = await createMember(db, group.id, { activated: false })
    expect((await generateLink(pending, member.headers)).statusCode).toBe(403)
  })
})

describe('GET /v1/accounts/validate-token-register/{token}', () => {
  it('returns the activation data of the person and membership', async () => {
    const pending = await createMember(db, group.id, { activated: false, fullName: 'Paulo' })
    const res = await validate(await tokenFor(pending))
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({
      success: true,
      message: 'Token válido.',
      playerId: pending.member.id,
      companyPlayerId: pending.member.id,
      fullName: 'Paulo',
      email: pending.email,
      birthDate: null,
      phone: null,
      favoriteTeam: null,
      nickname: pending.member.nickname,
      playerPosition: 'midfielder',
      photoUrl: null,
    })
  })

  it("answers 400 'Token inválido' for unknown, expired and deleted-membership tokens", async () => {
    const unknown = await validate('nao-existe')
    expect(unknown.statusCode).toBe(400)
    expect(unknown.json()).toEqual(errorBody({ message: 'Token inválido' }))

    const expiring = await createMember(db, group.id, { activated: false })
    const expired = await tokenFor(expiring)
    await db
      .update(accountTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(accountTokens.tokenHash, hashToken(expired)))
    expect((await validate(expired)).json().message).toBe('Token inválido')
    expect((await activate(expired)).statusCode).toBe(400)

    const removed = await createMember(db, group.id, { activated: false })
    const removedToken = await tokenFor(removed)
    await db
      .update(companyPlayers)
      .set({ deletedAt: new Date() })
      .where(eq(companyPlayers.id, removed.member.id))
    expect((await validate(removedToken)).statusCode).toBe(400)
  })
})

describe('POST /v1/accounts/send-activation-email', () => {
  const send = (target: Target, headers = editor.headers) =>
    app.inject({
      method: 'POST',
      url: '/v1/accounts/send-activation-email',
      headers,
      payload: { playerId: target.member.id },
    })

  it('queues an email with a fresh working link', async () => {
    const pending = await createMember(db, group.id, { activated: false, fullName: 'Zé Convidado' })
    const res = await send(pending)
    expect(res.statusCode).toBe(200)
    expect(res.json().success).toBe(true)
    const [mail] = await db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, pending.email))
    expect(mail!.subject).toBe('Ative sua conta no Bidfut - Pelada de Teste')
    expect(mail!.textBody).toContain('Olá, Zé!')
    const url = /https:\/\/bidfut\.example\/activate-user\/[\w-]+/.exec(mail!.textBody)![0]
    expect(mail!.htmlBody).toContain(url)
    expect((await validate(url.split('/').pop()!)).statusCode).toBe(200)
  })

  it('emails the link already shared instead of voiding it', async () => {
    const pending = await createMember(db, group.id, { activated: false })
    const shared = (await generateLink(pending)).json().url
    expect((await send(pending)).statusCode).toBe(200)
    // A minute later: an address gets one email a minute (ADR 026).
    await db
      .update(emailRequests)
      .set({ createdAt: new Date(Date.now() - 61_000) })
      .where(eq(emailRequests.address, pending.email))
    expect((await send(pending)).statusCode).toBe(200)
    const mails = await db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, pending.email))
    expect(mails).toHaveLength(2)
    for (const mail of mails) expect(mail.textBody).toContain(shared)
    expect((await validate(shared.split('/').pop())).statusCode).toBe(200)
  })

  it('needs an email on the person', async () => {
    const noEmail = await createMember(db, group.id, { activated: false, email: null })
    const res = await send(noEmail)
    expect(res.statusCode).toBe(400)
  })

  it('is for organisers only', async () => {
    const pending = await createMember(db, group.id, { activated: false })
    expect((await send(pending, member.headers)).statusCode).toBe(403)
  })
})

describe('POST /v1/accounts/join-from-token', () => {
  it('joins the membership to the account the person proves is theirs', async () => {
    const otherGroup = await createGroup(db, 'Pelada de Terça')
    const person = await createMember(db, otherGroup.id, { fullName: 'Rita Própria' })
    const pending = await createMember(db, group.id, {
      activated: false,
      fullName: 'Nome Digitado',
      email: person.email,
    })
    const token = await tokenFor(pending)

    const wrong = await join(token, person.email, 'senha-errada')
    expect(wrong.statusCode).toBe(401)
    expect(wrong.json().message).toBe('Email ou senha inválidos.')

    const res = await join(token, person.email.toUpperCase(), PASSWORD)
    expect(res.statusCode).toBe(200)
    expect(res.cookies.find((c) => c.name === DEVICE_COOKIE)?.httpOnly).toBe(true)
    expect(res.json().message).toBe(
      'Pronto! Agora você faz parte da Pelada de Teste. Entre com a sua conta.',
    )
    const [membership] = await db
      .select()
      .from(companyPlayers)
      .where(eq(companyPlayers.id, pending.member.id))
    // The group now sees the person's own profile, not what the organiser typed.
    expect(membership).toMatchObject({
      playerId: person.account!.id,
      fullName: 'Rita Própria',
      joinedAt: expect.any(Date),
    })
    const [account] = await db.select().from(players).where(eq(players.id, person.account!.id))
    expect(account).toMatchObject({
      fullName: 'Rita Própria',
      passwordHash: person.account!.passwordHash,
    })
    expect((await join(token, person.email, PASSWORD)).statusCode).toBe(400)
  })
})
