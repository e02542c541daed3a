import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { createGroup, createMember } from '../../../test/factories.ts'
import { signedInMember } from '../../../test/sessions.ts'
import { createTestApp } from '../../../test/test-app.ts'
import { players } from '../../db/schema/accounts.ts'
import { bidDays, bidPlayers } from '../../db/schema/bids.ts'
import { companyPlayers } from '../../db/schema/memberships.ts'
import { emailOutbox } from '../../db/schema/messages.ts'
import { errorBody } from '../../../test/error-body.ts'

const { app, db } = await createTestApp()
const group = await createGroup(db)
const otherGroup = await createGroup(db, 'Outra Pelada')
const admin = await signedInMember(app, db, group.id, {
  role: 'administrator',
  fullName: 'Ana Admin',
})
const editor = await signedInMember(app, db, group.id, { role: 'editor' })
const manager = await signedInMember(app, db, group.id, { role: 'manager' })
const member = await signedInMember(app, db, group.id, { role: 'member' })
const outsider = await signedInMember(app, db, otherGroup.id, { role: 'administrator' })

const newPlayer = {
  fullName: 'Bruno Henrique',
  nickname: 'Bruninho',
  playerPosition: 'midfielder',
  typePlayer: 'sporadic',
  email: 'bruno@exemplo.com',
  phone: '11987654321',
  birthDate: '1992-03-04T00:00:00',
  favoriteTeam: 'palmeiras',
}

const create = (headers: Record<string, string>, payload: object) =>
  app.inject({ method: 'POST', url: '/v1/company-players/create-company-player', headers, payload })

async function addBid(companyId: number, status: 'open' | 'finished', number: number) {
  const [bid] = await db
    .insert(bidDays)
    .values({ companyId, number, dayOfMatch: '2026-01-0' + number + 'T20:00:00', status })
    .returning()
  return bid!
}

describe('GET /v1/company-players/list', () => {
  it('groups members by type with goals and attendance from finished BIDs only', async () => {
    const striker = await createMember(db, group.id, {
      typePlayer: 'monthly',
      fullName: 'Aaron Artilheiro',
    })
    const keeper = await createMember(db, group.id, {
      typePlayer: 'goalkeeper',
      fullName: 'Gil Goleiro',
    })
    const [b1, b2, b3, open] = [
      await addBid(group.id, 'finished', 1),
      await addBid(group.id, 'finished', 2),
      await addBid(group.id, 'finished', 3),
      await addBid(group.id, 'open', 4),
    ]
    const row = (bidDayId: number, status: 'confirmed' | 'absent', goals: number) => ({
      companyId: group.id,
      bidDayId,
      companyPlayerId: striker.member.id,
      typePlayer: 'monthly' as const,
      status,
      quantityOfGoals: goals,
    })
    await db
      .insert(bidPlayers)
      .values([
        row(b1.id, 'confirmed', 2),
        row(b2.id, 'confirmed', 1),
        row(b3.id, 'absent', 0),
        row(open.id, 'confirmed', 5),
      ])

    const res = await app.inject({
      method: 'GET',
      url: '/v1/company-players/list',
      headers: admin.headers,
    })
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(Object.keys(body).sort()).toEqual(['goalKeepers', 'monthlyPlayers', 'sporadicPlayers'])
    const aaron = body.monthlyPlayers.find((p: { id: number }) => p.id === striker.member.id)
    expect(aaron).toEqual({
      id: striker.member.id,
      playerId: striker.member.id,
      name: 'Aaron Artilheiro',
      nickname: striker.member.nickname,
      email: striker.email,
      phone: null,
      photoUrl: null,
      playerPosition: 'midfielder',
      positionPlayer: 'midfielder',
      typePlayer: 'monthly',
      quantityOfGoals: 3,
      attendancePercentage: 67,
      // No furão in the group's 3 finished BIDs (ADR 053).
      absences: { count: 0, games: 3 },
      // No furões' rule (ADR 060), nothing to forgive.
      furaoRule: null,
      forgivable: null,
      skillLevel: 5,
      status: 1,
      role: 'member',
      activated: true,
      guest: false,
    })
    expect(body.monthlyPlayers[0].name).toBe('Aaron Artilheiro')
    expect(body.goalKeepers.map((p: { id: number }) => p.id)).toEqual([keeper.member.id])
    const ids = [...body.monthlyPlayers, ...body.goalKeepers, ...body.sporadicPlayers].map(
      (p) => p.id,
    )
    expect(ids).not.toContain(outsider.member.id)
  })

  it('leaves deleted memberships out', async () => {
    const gone = await createMember(db, group.id)
    await db
      .update(companyPlayers)
      .set({ deletedAt: new Date() })
      .where(eq(companyPlayers.id, gone.member.id))
    const body = (
      await app.inject({ method: 'GET', url: '/v1/company-players/list', headers: editor.headers })
    ).json()
    expect(body.monthlyPlayers.map((p: { id: number }) => p.id)).not.toContain(gone.member.id)
  })

  it('is for organisers only', async () => {
    const asMember = await app.inject({
      method: 'GET',
      url: '/v1/company-players/list',
      headers: member.headers,
    })
    expect(asMember.statusCode).toBe(403)
    const anonymous = await app.inject({ method: 'GET', url: '/v1/company-players/list' })
    expect(anonymous.statusCode).toBe(401)
    const asManager = await app.inject({
      method: 'GET',
      url: '/v1/company-players/list',
      headers: manager.headers,
    })
    expect(asManager.statusCode).toBe(200)
  })
})

describe('POST /v1/company-players/create-company-player', () => {
  it('creates a pending membership holding what the organiser typed, and no account', async () => {
    const res = await create(editor.headers, newPlayer)
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(body).toMatchObject({ success: true, message: 'Jogador adicionado!' })
    expect(body.playerId).toBe(body.id)
    const [membership] = await db
      .select()
      .from(companyPlayers)
      .where(eq(companyPlayers.id, body.id))
    expect(membership).toMatchObject({
      companyId: group.id,
      playerId: null,
      joinedAt: null,
      fullName: 'Bruno Henrique',
      email: 'bruno@exemplo.com',
      phone: '(11) 98765-4321',
      birthDate: '1992-03-04',
      role: 'member',
      skillLevel: 5,
      status: 1,
      typePlayer: 'sporadic',
    })
    const accounts = await db.select().from(players).where(eq(players.email, 'bruno@exemplo.com'))
    expect(accounts).toEqual([])
  })

  it('refuses a second membership of the same person with 409', async () => {
    const res = await create(editor.headers, { ...newPlayer, email: 'BRUNO@exemplo.com' })
    expect(res.statusCode).toBe(409)
    expect(res.json()).toEqual(errorBody({ message: 'Este jogador já faz parte do grupo.' }))
  })

  it('invites an existing account of another group, answering exactly as for a new email', async () => {
    const fresh = await create(editor.headers, { ...newPlayer, email: 'ninguem@exemplo.com' })
    const res = await create(editor.headers, {
      ...newPlayer,
      fullName: 'Outro Nome',
      email: outsider.email,
    })
    expect(res.statusCode).toBe(200)
    expect(Object.keys(res.json()).sort()).toEqual(Object.keys(fresh.json()).sort())
    expect(res.json().message).toBe(fresh.json().message)
    const [membership] = await db
      .select()
      .from(companyPlayers)
      .where(eq(companyPlayers.id, res.json().id))
    expect(membership).toMatchObject({ playerId: null, fullName: 'Outro Nome' })
    const [person] = await db.select().from(players).where(eq(players.id, outsider.account!.id))
    expect(person!.fullName).toBe(outsider.account!.fullName)
    await app.jobs.run('account')
    // A pass the request nudged may have started beside that one and hold a row: wait for it too.
    await app.jobs.idle('account')
    // The worker, not the request, tells the two apart: an invitation, or the activation link.
    const [activation] = await db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, 'ninguem@exemplo.com'))
    expect(activation!.subject).toBe('Ative sua conta no Bidfut - Pelada de Teste')
    const mails = await db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, outsider.email))
    expect(mails.map((m) => m.subject)).toEqual(['Você foi convidado para a Pelada de Teste'])
  })

  it('allows players without email', async () => {
    const res = await create(editor.headers, { ...newPlayer, email: '', nickname: 'Sem Email' })
    expect(res.statusCode).toBe(200)
  })

  it('validates with the pt-BR messages of the add form', async () => {
    const res = await create(editor.headers, {
      fullName: '',
      nickname: '',
      playerPosition: '',
      typePlayer: '',
    })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({
      message: 'Nome completo é obrigatório',
      errors: {
        fullName: 'Nome completo é obrigatório',
        nickname: 'Apelido é obrigatório',
        playerPosition: 'Posição é obrigatória',
        typePlayer: 'Tipo do cadastro é obrigatório',
      },
    })
  })

  it('lets only an administrator create another administrator', async () => {
    const asEditor = await create(editor.headers, {
      ...newPlayer,
      email: 'novo-admin@exemplo.com',
      role: 'administrator',
    })
    expect(asEditor.statusCode).toBe(403)
    const asAdmin = await create(admin.headers, {
      ...newPlayer,
      email: 'novo-admin@exemplo.com',
      role: 'administrator',
    })
    expect(asAdmin.statusCode).toBe(200)
  })

  it('is refused to members', async () => {
    const res = await create(member.headers, { ...newPlayer, email: 'x@exemplo.com' })
    expect(res.statusCode).toBe(403)
  })
})

describe('GET /v1/helpers/get-brazilian-teams', () => {
  it('lists at least 40 Série A and B clubs sorted by name, even before signing in', async () => {
    // The activation page has no session yet and offers the same club picker.
    const res = await app.inject({ method: 'GET', url: '/v1/helpers/get-brazilian-teams' })
    expect(res.statusCode).toBe(200)
    const teams: { slug: string; name: string }[] = res.json()
    expect(teams.length).toBeGreaterThanOrEqual(40)
    expect(new Set(teams.map((t) => t.slug)).size).toBe(teams.length)
    const names = teams.map((t) => t.name)
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'pt-BR')))
    expect(teams).toContainEqual({ slug: 'flamengo', name: 'Flamengo' })
    expect(teams).toContainEqual({ slug: 'sao-paulo', name: 'São Paulo' })
  })
})
