import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { createGroup } from '../../../test/factories.ts'
import { signedInMember } from '../../../test/sessions.ts'
import { createTestApp } from '../../../test/test-app.ts'
import { companies, companyPlayers, emailOutbox, players } from '../../db/schema.ts'

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
    expect(url).toMatch(/^https:\/\/bidfut\.example\/registro\?convite=[\w-]{32}$/)
    expect((await inviteLink()).json().url).toBe(url)
    const token = new URL(url).searchParams.get('convite')!

    const info = await app.inject({ method: 'GET', url: `/v1/accounts/invite/${token}` })
    expect(info.json()).toEqual({ success: true, groupName: 'Pelada do Convite' })

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
    expect(url).toMatch(/^https:\/\/bidfut\.example\/registro\?convite=[\w-]{32}$/)
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
  it('with an invite: joins that group as an active sporadic member', async () => {
    const token = new URL((await inviteLink()).json().url).searchParams.get('convite')!
    const payload = form({ convite: token, posicao: 'meio-campo' })
    const res = await register(payload)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ success: true, message: 'Registro realizado com sucesso!' })
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
  })

  it('without an invite: founds a new group as administrator on a 3-month trial', async () => {
    const payload = form({ nomeDaPelada: 'Pelada dos Amigos', posicao: 'goleiro' })
    expect((await register(payload)).statusCode).toBe(200)
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
    const [welcome] = await db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, payload.email))
    expect(welcome!.subject).toBe('Bem-vindo ao Bidfut!')
  })

  it('asks for the group name when there is no invite', async () => {
    const res = await register(form())
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toBe('Informe o nome da pelada.')
  })

  it('refuses an email already registered, in any case', async () => {
    const res = await register(form({ email: member.email.toUpperCase(), nomeDaPelada: 'X' }))
    expect(res.statusCode).toBe(409)
    expect(res.json()).toEqual({
      success: false,
      message: 'Este email já está cadastrado. Faça login ou recupere sua senha.',
    })
  })

  it("says 'As senhas não coincidem.' and enforces 6 characters", async () => {
    const mismatch = await register(form({ nomeDaPelada: 'X', confirmPassword: 'outra1' }))
    expect(mismatch.json().message).toBe('As senhas não coincidem.')
    const short = await register(
      form({ nomeDaPelada: 'X', password: '12345', confirmPassword: '12345' }),
    )
    expect(short.json().errors.password).toBe('Senha deve ter pelo menos 6 caracteres')
  })

  it('is rate-limited per address', async () => {
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
