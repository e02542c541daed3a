import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { withoutRequestId } from '../../../test/error-body.ts'
import { conviteOf, createGroup, createMember } from '../../../test/factories.ts'
import { signedInMember } from '../../../test/sessions.ts'
import { createTestApp } from '../../../test/test-app.ts'
import { SIGNUP_LINK_INVALID, SIGNUP_LINK_SENT } from '@bidfut/domain/contracts/signup'
import { players } from '../../db/schema/accounts.ts'
import { companies } from '../../db/schema/groups.ts'
import { companyPlayers, signupRequests } from '../../db/schema/memberships.ts'
import { emailOutbox } from '../../db/schema/messages.ts'

const { app, db } = await createTestApp({ PUBLIC_URL: 'https://bidfut.example' })
const group = await createGroup(db, 'Pelada do Convite')
const editor = await signedInMember(app, db, group.id, { role: 'editor' })
const member = await signedInMember(app, db, group.id, { role: 'member' })

let address = 0
const form = (changes: object = {}) => ({
  nome: 'Rafael Souza Lima',
  email: `rafael${++address}@exemplo.com`,
  telefone: '11987654321',
  posicao: 'atacante',
  password: 'segredo1',
  confirmPassword: 'segredo1',
  ...changes,
})
// Each call from its own address: registration is rate-limited per IP.
const register = (payload: object) =>
  app.inject({
    method: 'POST',
    url: '/v1/accounts/register',
    payload,
    remoteAddress: `10.1.0.${++address}`,
  })

const confirm = (token: string) =>
  app.inject({ method: 'POST', url: '/v1/accounts/signup/confirm', payload: { token } })

/** The 'Confirmar cadastro' link emailed to `email`, once the worker has run. */
async function confirmationLink(email: string) {
  await app.jobs.run('account')
  const [mail] = await db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email))
  return /https:\/\/bidfut\.example\/confirmar-cadastro\/[\w-]+/.exec(mail?.textBody ?? '')?.[0]
}

const inviteLink = (headers = editor.headers) =>
  app.inject({ method: 'GET', url: '/v1/company-players/invite-link', headers })

async function membershipOf(email: string) {
  const [row] = await db
    .select({ person: players, membership: companyPlayers })
    .from(players)
    .innerJoin(companyPlayers, eq(companyPlayers.playerId, players.id))
    .where(eq(players.email, email))
  return row!
}

describe('invite link', () => {
  it('is created once and shown again, and renewing it kills the old one', async () => {
    const first = await inviteLink()
    expect(first.statusCode).toBe(200)
    const url: string = first.json().url
    expect(url).toMatch(/^https:\/\/bidfut\.example\/entrar-na-pelada\/[\w-]{32}$/)
    expect((await inviteLink()).json().url).toBe(url)
    const token = conviteOf(url)

    const info = await app.inject({ method: 'GET', url: `/v1/accounts/invite/${token}` })
    // Nobody pasted yet: 'Você é um destes?' has no names to offer.
    expect(info.json()).toEqual({
      success: true,
      groupName: 'Pelada do Convite',
      players: [],
      whatsappAvailable: false,
    })

    const renewed = await app.inject({
      method: 'POST',
      url: '/v1/company-players/invite-link/renew',
      headers: editor.headers,
    })
    expect(renewed.json().url).not.toBe(url)
    const old = await app.inject({ method: 'GET', url: `/v1/accounts/invite/${token}` })
    expect(old.statusCode).toBe(404)
    expect((await register(form({ convite: token }))).statusCode).toBe(400)
  })

  it('comes with a new group, so showing it never writes; an older group creates it on a tap', async () => {
    const payload = form({ nomeDaPelada: 'Pelada Nova' })
    expect((await register(payload)).statusCode).toBe(200)
    const link = await confirmationLink(payload.email)
    expect((await confirm(link!.split('/').pop()!)).statusCode).toBe(200)
    const { membership } = await membershipOf(payload.email)
    const [created] = await db
      .select()
      .from(companies)
      .where(eq(companies.id, membership.companyId))
    expect(created!.inviteToken).toMatch(/^[\w-]{32}$/)

    const older = await createGroup(db, 'Pelada de Antes dos Links')
    await db.update(companies).set({ inviteToken: null }).where(eq(companies.id, older.id))
    const organiser = await signedInMember(app, db, older.id, { role: 'manager' })
    for (let i = 0; i < 2; i++) {
      expect((await inviteLink(organiser.headers)).json()).toEqual({ success: true, url: null })
    }
    const renewed = await app.inject({
      method: 'POST',
      url: '/v1/company-players/invite-link/renew',
      headers: organiser.headers,
    })
    const url: string = renewed.json().url
    expect(url).toMatch(/^https:\/\/bidfut\.example\/entrar-na-pelada\/[\w-]{32}$/)
    expect((await inviteLink(organiser.headers)).json().url).toBe(url)
  })

  it('is for organisers only', async () => {
    expect((await inviteLink(member.headers)).statusCode).toBe(403)
    const renew = await app.inject({
      method: 'POST',
      url: '/v1/company-players/invite-link/renew',
      headers: member.headers,
    })
    expect(renew.statusCode).toBe(403)
  })
})

describe('POST /v1/accounts/register', () => {
  it('with an invite: the emailed link shows the sign-up, and only the tap joins as an avulso', async () => {
    const token = conviteOf((await inviteLink()).json().url)
    const payload = form({ convite: token, posicao: 'meio-campo' })
    const res = await register(payload)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ success: true, message: SIGNUP_LINK_SENT })

    const link = await confirmationLink(payload.email)
    expect(link).toMatch(/^https:\/\/bidfut\.example\/confirmar-cadastro\/[\w-]{43}$/)
    const signupToken = link!.split('/').pop()!
    // Opening the link (as a mail scanner does) reads only, however often.
    for (let i = 0; i < 2; i++) {
      const preview = await app.inject({ method: 'GET', url: `/v1/accounts/signup/${signupToken}` })
      expect(preview.json()).toEqual({
        success: true,
        fullName: 'Rafael Souza Lima',
        email: payload.email,
        groupName: 'Pelada do Convite',
        createsGroup: false,
        role: 'member',
      })
    }
    expect(await db.select().from(players).where(eq(players.email, payload.email))).toEqual([])

    const confirmed = await confirm(signupToken)
    expect(confirmed.statusCode).toBe(200)
    expect(confirmed.json()).toMatchObject({
      success: true,
      message: 'Cadastro confirmado! Bem-vindo ao Bidfut.',
      companyId: group.id,
      role: 'member',
      email: payload.email,
      accessToken: expect.any(String),
      refreshToken: expect.any(String),
    })
    const { person, membership } = await membershipOf(payload.email)
    expect(person).toMatchObject({ fullName: 'Rafael Souza Lima', phone: '(11) 98765-4321' })
    expect(person.activatedAt).toBeInstanceOf(Date)
    expect(membership).toMatchObject({
      companyId: group.id,
      role: 'member',
      typePlayer: 'sporadic',
      playerPosition: 'midfielder',
      nickname: 'Rafael',
    })
    const login = await app.inject({
      method: 'POST',
      url: '/v1/accounts/login',
      payload: { email: payload.email, password: 'segredo1' },
    })
    expect(login.json()).toMatchObject({ companyId: group.id, role: 'member' })
    const again = await confirm(signupToken)
    expect(again.statusCode).toBe(400)
    expect(again.json().message).toBe(SIGNUP_LINK_INVALID)
  })

  it('with an invite, takes the membership the group added for the email, and keeps out one it removed', async () => {
    const token = conviteOf((await inviteLink()).json().url)
    const waiting = await createMember(db, group.id, {
      activated: false,
      email: 'esperado@exemplo.com',
      typePlayer: 'monthly',
    })
    const payload = form({ convite: token, email: 'esperado@exemplo.com' })
    await register(payload)
    const joined = await confirm((await confirmationLink(payload.email))!.split('/').pop()!)
    expect(joined.statusCode).toBe(200)
    expect(joined.json().companyPlayerId).toBe(waiting.member.id)
    expect((await membershipOf(payload.email)).membership).toMatchObject({
      id: waiting.member.id,
      typePlayer: 'monthly',
      joinedAt: expect.any(Date),
    })

    const removed = await createMember(db, group.id, {
      activated: false,
      email: 'saiu@exemplo.com',
    })
    await db
      .update(companyPlayers)
      .set({ deletedAt: new Date() })
      .where(eq(companyPlayers.id, removed.member.id))
    const back = form({ convite: token, email: 'saiu@exemplo.com' })
    await register(back)
    const refused = await confirm((await confirmationLink(back.email))!.split('/').pop()!)
    expect(refused.statusCode).toBe(403)
    expect(refused.json().message).toBe(
      'Você não faz mais parte desta pelada. Peça ao organizador para adicionar você de novo.',
    )
    expect(await db.select().from(players).where(eq(players.email, back.email))).toEqual([])
  })

  it('without an invite: the tap founds a new group as administrator on a 3-month trial', async () => {
    const payload = form({ nomeDaPelada: 'Pelada dos Amigos', posicao: 'goleiro' })
    expect((await register(payload)).statusCode).toBe(200)
    const link = await confirmationLink(payload.email)
    const [mail] = await db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, payload.email))
    expect(mail!.subject).toBe('Confirme seu cadastro no Bidfut')
    expect(mail!.textBody).toContain('a pelada "Pelada dos Amigos", com você como administrador')
    const signupToken = link!.split('/').pop()!
    const preview = await app.inject({ method: 'GET', url: `/v1/accounts/signup/${signupToken}` })
    expect(preview.json()).toMatchObject({
      groupName: 'Pelada dos Amigos',
      createsGroup: true,
      role: 'administrator',
    })
    expect(
      await db.select().from(companies).where(eq(companies.name, 'Pelada dos Amigos')),
    ).toEqual([])
    expect((await confirm(signupToken)).json()).toMatchObject({ role: 'administrator' })
    const { membership } = await membershipOf(payload.email)
    expect(membership).toMatchObject({ role: 'administrator', playerPosition: 'goalkeeper' })
    const [created] = await db
      .select()
      .from(companies)
      .where(eq(companies.id, membership.companyId))
    expect(created!.name).toBe('Pelada dos Amigos')
    const trialDays = (created!.trialEndsAt!.getTime() - Date.now()) / 86_400_000
    expect(trialDays).toBeGreaterThan(88)
    expect(trialDays).toBeLessThan(93)
  })

  it('answers an email that has an account as any other, and tells its owner instead', async () => {
    const unknown = await register(form({ nomeDaPelada: 'Pelada Nova' }))
    const known = await register(form({ email: member.email.toUpperCase(), nomeDaPelada: 'X' }))
    expect(known.statusCode).toBe(unknown.statusCode)
    expect(known.body).toBe(unknown.body)
    await app.jobs.run('account')
    const mails = await db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, member.email))
    expect(mails.map((m) => m.subject)).toEqual(['Você já tem uma conta no Bidfut'])
    expect(mails[0]!.textBody).toContain('Entrar no Bidfut: https://bidfut.example/login')
    expect(mails[0]!.textBody).toContain(
      'Esqueci minha senha: https://bidfut.example/esqueci-senha',
    )
    const [account] = await db.select().from(players).where(eq(players.id, member.account!.id))
    expect(account!.passwordHash).toBe(member.account!.passwordHash)
    expect(
      await db.select().from(signupRequests).where(eq(signupRequests.email, member.email)),
    ).toEqual([])
  })

  it("with an invite, an account's owner is offered to join that group by signing in", async () => {
    const other = await signedInMember(app, db, (await createGroup(db, 'Outra')).id)
    const token = conviteOf((await inviteLink()).json().url)
    expect((await register(form({ email: other.email, convite: token }))).statusCode).toBe(200)
    await app.jobs.run('account')
    const [mail] = await db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, other.email))
    expect(mail!.textBody).toContain(
      `Entrar na pelada com minha conta: https://bidfut.example/entrar-na-pelada/${token}`,
    )
    expect(mail!.textBody).toContain('Para entrar na pelada "Pelada do Convite"')
  })

  it('refuses a bad invite alike for known and unknown emails', async () => {
    const known = await register(form({ email: member.email, convite: 'nao-existe' }))
    const unknown = await register(form({ convite: 'nao-existe' }))
    expect(known.statusCode).toBe(400)
    expect(withoutRequestId(known.body)).toBe(withoutRequestId(unknown.body))
    expect(known.json().message).toBe(
      'Convite inválido ou expirado. Peça um novo link ao organizador.',
    )
  })

  it('refuses a link in the group name or in the name, with the message in the field', async () => {
    const res = await register(
      form({ nomeDaPelada: 'Suporte Bidfut - confirme sua conta em http://golpe.example' }),
    )
    expect(res.statusCode).toBe(400)
    expect(res.json().errors).toEqual({ nomeDaPelada: 'Não use links neste campo.' })
    const name = await register(form({ nome: 'Ana bit.ly/premio', nomeDaPelada: 'Pelada' }))
    expect(name.json().errors).toEqual({ nome: 'Não use links neste campo.' })
  })

  it('takes one sign-up a minute per address, and an expired link creates nothing', async () => {
    const payload = form({ nomeDaPelada: 'Pelada Rápida' })
    expect((await register(payload)).statusCode).toBe(200)
    const again = await register({ ...payload, nomeDaPelada: 'Outra Pelada' })
    expect(again.statusCode).toBe(429)
    // A second may pass between the two on a busy machine: 'em 59 segundos'.
    expect(again.json().message).toMatch(
      /^Já enviamos um email para este endereço há pouco\. Tente de novo em (1 minuto|5\d segundos)\.$/,
    )
    const signupToken = (await confirmationLink(payload.email))!.split('/').pop()!
    await db
      .update(signupRequests)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(signupRequests.email, payload.email))
    const preview = await app.inject({ method: 'GET', url: `/v1/accounts/signup/${signupToken}` })
    expect(preview.statusCode).toBe(400)
    expect(preview.json().message).toBe(SIGNUP_LINK_INVALID)
    expect((await confirm(signupToken)).statusCode).toBe(400)
    expect(await db.select().from(players).where(eq(players.email, payload.email))).toEqual([])
  })

  it('asks for the group name when there is no invite', async () => {
    const res = await register(form())
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toBe('Informe o nome da pelada.')
  })

  it("says 'As senhas não coincidem.' and enforces 6 characters", async () => {
    const mismatch = await register(form({ nomeDaPelada: 'X', confirmPassword: 'outra1' }))
    expect(mismatch.json().message).toBe('As senhas não coincidem.')
    const short = await register(
      form({ nomeDaPelada: 'X', password: '12345', confirmPassword: '12345' }),
    )
    expect(short.json().errors.password).toBe('Senha deve ter pelo menos 6 caracteres')
  })

  it('is rate-limited per IP', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 11; i++) {
      const res = await app.inject({
        method: 'POST',
        url: '/v1/accounts/register',
        remoteAddress: '10.2.2.2',
        payload: form(),
      })
      statuses.push(res.statusCode)
    }
    expect(statuses.slice(0, 10).every((s) => s === 400)).toBe(true)
    expect(statuses[10]).toBe(429)
  })
})
