import { and, eq, isNull } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { createGroup, createMember } from '../../../test/factories.ts'
import { signedInMember } from '../../../test/sessions.ts'
import { createTestApp } from '../../../test/test-app.ts'
import { companyPlayers } from '../../db/schema/memberships.ts'
import { emailOutbox } from '../../db/schema/messages.ts'

const { app, db } = await createTestApp()
const group = await createGroup(db)
const otherGroup = await createGroup(db, 'Outra Pelada')
const admin = await signedInMember(app, db, group.id, { role: 'administrator', fullName: 'Ana' })
const manager = await signedInMember(app, db, group.id, { role: 'manager' })
const editor = await signedInMember(app, db, group.id, { role: 'editor' })
const member = await signedInMember(app, db, group.id, { role: 'member' })
const outsider = await signedInMember(app, db, otherGroup.id, { role: 'administrator' })

const bulk = (headers: Record<string, string> | undefined, payload: unknown) =>
  app.inject({
    method: 'POST',
    url: '/v1/company-players/bulk-create',
    ...(headers ? { headers } : {}),
    payload: payload as object,
  })

const row = (fullName: string, extra: object = {}) => ({
  fullName,
  goalkeeper: false,
  typePlayer: 'monthly',
  ...extra,
})

async function namesIn(companyId: number) {
  const rows = await db
    .select({
      fullName: companyPlayers.fullName,
      nickname: companyPlayers.nickname,
      typePlayer: companyPlayers.typePlayer,
      playerPosition: companyPlayers.playerPosition,
      email: companyPlayers.email,
      playerId: companyPlayers.playerId,
      role: companyPlayers.role,
    })
    .from(companyPlayers)
    .where(and(eq(companyPlayers.companyId, companyId), isNull(companyPlayers.deletedAt)))
  return rows
}

describe('POST /v1/company-players/bulk-create', () => {
  it('adds the pasted players as pending members without email, goalkeepers filed as such', async () => {
    const res = await bulk(admin.headers, {
      players: [
        row('Zé'),
        row('Carlão', { goalkeeper: true }),
        row('Bruno', { typePlayer: 'sporadic' }),
      ],
    })
    expect(res.statusCode, res.body).toBe(200)
    const body = res.json()
    expect(body).toMatchObject({
      success: true,
      message: '3 jogadores adicionados!',
      duplicates: [],
    })
    expect(body.created.map((c: { name: string }) => c.name)).toEqual(['Zé', 'Carlão', 'Bruno'])
    const rows = await namesIn(group.id)
    expect(rows.find((r) => r.fullName === 'Carlão')).toEqual({
      fullName: 'Carlão',
      nickname: 'Carlão',
      typePlayer: 'goalkeeper',
      playerPosition: 'goalkeeper',
      email: null,
      playerId: null,
      role: 'member',
    })
    expect(rows.find((r) => r.fullName === 'Bruno')).toMatchObject({
      typePlayer: 'sporadic',
      playerPosition: null,
    })
    // Nobody has an address: no email leaves.
    expect(await db.select().from(emailOutbox)).toEqual([])

    const list = await app.inject({
      method: 'GET',
      url: '/v1/company-players/list',
      headers: admin.headers,
    })
    expect(list.json().goalKeepers.map((p: { name: string }) => p.name)).toContain('Carlão')
  })

  it('reports names the register has (name or nickname, any case or accent) or the list repeats, and adds them once', async () => {
    await createMember(db, group.id, { fullName: 'Rodrigo Alves', activated: false, email: null })
    const res = await bulk(manager.headers, {
      players: [row('ze'), row('RODRIGO ALVES'), row('Tico'), row('tiço'), row('Léo')],
    })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toMatchObject({
      message: '2 jogadores adicionados. 3 nomes já estavam no cadastro e não foram repetidos.',
      duplicates: ['ze', 'RODRIGO ALVES', 'tiço'],
    })
    const names = (await namesIn(group.id)).map((r) => r.fullName)
    expect(names.filter((name) => name === 'Tico' || name === 'Léo')).toHaveLength(2)
    expect(names.filter((name) => name.toLowerCase() === 'ze' || name === 'Zé')).toEqual(['Zé'])
  })

  it('lets editors keep the register, as on Adicionar Jogador', async () => {
    const res = await bulk(editor.headers, { players: [row('Dudu')] })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().message).toBe('1 jogador adicionado!')
  })

  it('refuses members and anonymous callers, and writes only in the caller’s own group', async () => {
    const before = (await namesIn(group.id)).length
    const asMember = await bulk(member.headers, { players: [row('Intruso')] })
    expect(asMember.statusCode).toBe(403)
    expect(asMember.json().message).toBe('Você não tem permissão para esta ação.')
    expect((await bulk(undefined, { players: [row('Anônimo')] })).statusCode).toBe(401)
    expect((await namesIn(group.id)).length).toBe(before)

    // An administrator of another group adds to their own group, never to this one.
    const res = await bulk(outsider.headers, { players: [row('Forasteiro')] })
    expect(res.statusCode).toBe(200)
    expect((await namesIn(group.id)).map((r) => r.fullName)).not.toContain('Forasteiro')
    expect((await namesIn(otherGroup.id)).map((r) => r.fullName)).toContain('Forasteiro')
  })

  it.each([
    ['an empty list', { players: [] }, 'Cole pelo menos um nome.'],
    [
      '61 names',
      { players: Array.from({ length: 61 }, (_, i) => row(`Jogador ${i}`)) },
      'Salve no máximo 60 jogadores de cada vez.',
    ],
    ['a blank name', { players: [row('')] }, 'Nome completo é obrigatório'],
    [
      'a long name',
      { players: [row('x'.repeat(121))] },
      'Nome muito longo (máximo 120 caracteres)',
    ],
    ['a link', { players: [row('Zé www.golpe.com')] }, 'Não use links neste campo.'],
    [
      'a goalkeeper type',
      { players: [row('Zé', { typePlayer: 'goalkeeper' })] },
      'Tipo do cadastro é obrigatório',
    ],
    ['an email', { players: [row('Zé', { email: 'ze@x.com' })] }, undefined],
    ['no list', {}, 'Lista de jogadores inválida'],
    ['a text for the list', { players: 'Zé, Bruno' }, 'Lista de jogadores inválida'],
  ])('refuses %s with 400 in Portuguese and adds nobody', async (_, payload, message) => {
    const before = (await namesIn(group.id)).length
    const res = await bulk(admin.headers, payload)
    expect(res.statusCode, res.body).toBe(400)
    if (message) expect(res.json().message).toBe(message)
    else expect(res.json().message).toMatch(/[a-zà-ú]/i)
    expect((await namesIn(group.id)).length).toBe(before)
  })

  it('adds nothing when one row is bad: the whole list is one request', async () => {
    const before = (await namesIn(group.id)).length
    const res = await bulk(admin.headers, { players: [row('Válido'), row('   ')] })
    expect(res.statusCode).toBe(400)
    expect((await namesIn(group.id)).length).toBe(before)
  })

  it('gives a long name a nickname that fits', async () => {
    const long = 'Maximiliano Bartolomeu de Albuquerque Cavalcanti Pereira dos Santos Júnior'
    expect((await bulk(admin.headers, { players: [row(long)] })).statusCode).toBe(200)
    const saved = (await namesIn(group.id)).find((r) => r.fullName === long)
    expect(saved?.nickname).toBe('Maximiliano')
  })
})
