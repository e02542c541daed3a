import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { createGroup, createMember, login } from '../../../test/factories.ts'
import { signedInMember } from '../../../test/sessions.ts'
import { createTestApp } from '../../../test/test-app.ts'
import { bidDays, bidPlayers, companyPlayers, players } from '../../db/schema.ts'

const { app, db } = await createTestApp()
const group = await createGroup(db)
const otherGroup = await createGroup(db, 'Outra Pelada')
const admin = await signedInMember(app, db, group.id, { role: 'administrator' })
const editor = await signedInMember(app, db, group.id, { role: 'editor' })
const member = await signedInMember(app, db, group.id, { role: 'member' })
const outsider = await signedInMember(app, db, otherGroup.id, { role: 'administrator' })

type Target = Awaited<ReturnType<typeof createMember>>
const pathOf = (t: Target) => `${t.member.id}/${t.member.id}`

const getEdit = (headers: Record<string, string>, t: Target) =>
  app.inject({ method: 'GET', url: `/v1/company-players/edit/${pathOf(t)}`, headers })

/** The edit form as loaded, with some fields changed. */
async function put(headers: Record<string, string>, t: Target, changes: object = {}) {
  const loaded = (await getEdit(admin.headers, t)).json()
  return app.inject({
    method: 'PUT',
    url: `/v1/company-players/edit/${pathOf(t)}`,
    headers,
    payload: { ...loaded, ...changes },
  })
}

const remove = (headers: Record<string, string>, t: Target) =>
  app.inject({ method: 'DELETE', url: `/v1/company-players/delete/${pathOf(t)}`, headers })

describe('GET /v1/company-players/edit/{playerId}/{companyPlayerId}', () => {
  it('returns the edit payload with playerCanBeEdit computed from activation', async () => {
    const pending = await createMember(db, group.id, {
      activated: false,
      fullName: 'Pedro Pendente',
    })
    await db
      .update(companyPlayers)
      .set({ birthDate: '1990-05-20' })
      .where(eq(companyPlayers.id, pending.member.id))
    const res = await getEdit(editor.headers, pending)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({
      id: pending.member.id,
      playerId: pending.member.id,
      fullName: 'Pedro Pendente',
      email: pending.email,
      birthDate: '1990-05-20T00:00:00',
      phone: null,
      favoriteTeam: null,
      nickname: pending.member.nickname,
      playerPosition: 'midfielder',
      skillLevel: 5,
      typePlayer: 'monthly',
      status: 1,
      role: 'member',
      playerCanBeEdit: true,
    })
    expect((await getEdit(editor.headers, member)).json().playerCanBeEdit).toBe(false)
  })

  it('answers 404 for mismatched ids and for another group', async () => {
    const mismatched = await app.inject({
      method: 'GET',
      url: `/v1/company-players/edit/${member.member.id}/${editor.member.id}`,
      headers: admin.headers,
    })
    expect(mismatched.statusCode).toBe(404)
    expect((await getEdit(admin.headers, outsider)).statusCode).toBe(404)
  })
})

describe('another group is invisible', () => {
  it('answers 404 on edit, update and delete of another group’s player', async () => {
    const theirs = await createMember(db, otherGroup.id, { activated: false })
    expect((await getEdit(admin.headers, theirs)).statusCode).toBe(404)
    const update = await app.inject({
      method: 'PUT',
      url: `/v1/company-players/edit/${pathOf(theirs)}`,
      headers: admin.headers,
      payload: {
        fullName: 'X',
        nickname: 'X',
        playerPosition: 'striker',
        typePlayer: 'monthly',
        skillLevel: 5,
        status: 1,
        role: 'member',
      },
    })
    expect(update.statusCode).toBe(404)
    expect((await remove(admin.headers, theirs)).statusCode).toBe(404)
    const [still] = await db
      .select()
      .from(companyPlayers)
      .where(eq(companyPlayers.id, theirs.member.id))
    expect(still!.deletedAt).toBeNull()
    const link = await app.inject({
      method: 'POST',
      url: '/v1/accounts/generate-temp-url-register',
      headers: admin.headers,
      payload: { playerId: theirs.member.id },
    })
    expect(link.statusCode).toBe(404)
  })
})

describe('PUT /v1/company-players/edit/{playerId}/{companyPlayerId}', () => {
  it('updates a pending player’s personal and group data', async () => {
    const pending = await createMember(db, group.id, { activated: false })
    const res = await put(editor.headers, pending, {
      fullName: 'Novo Nome',
      phone: '1134567890',
      favoriteTeam: 'santos',
      skillLevel: 8,
      typePlayer: 'goalkeeper',
      playerPosition: 'goalkeeper',
    })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ success: true, message: 'Novo Nome foi atualizado com sucesso!' })
    const body = (await getEdit(admin.headers, pending)).json()
    expect(body).toMatchObject({
      fullName: 'Novo Nome',
      phone: '(11) 3456-7890',
      skillLevel: 8,
      typePlayer: 'goalkeeper',
    })
  })

  it('refuses personal changes once the person activated, but accepts group data', async () => {
    const active = await createMember(db, group.id, { activated: true })
    for (const change of [
      { fullName: 'Outro' },
      { email: 'trocado@exemplo.com' },
      { birthDate: '2000-01-01T00:00:00' },
      { phone: '11999999999' },
      { favoriteTeam: 'gremio' },
    ]) {
      const res = await put(editor.headers, active, change)
      expect(res.statusCode, JSON.stringify(change)).toBe(403)
      expect(res.json().message).toContain('só podem ser alterados por ele')
    }
    const ok = await put(editor.headers, active, { skillLevel: 9, playerCanBeEdit: true })
    expect(ok.statusCode).toBe(200)
    const [person] = await db.select().from(players).where(eq(players.id, active.account!.id))
    expect(person!.fullName).toBe(active.account!.fullName)
  })

  it('keeps emails unique', async () => {
    const pending = await createMember(db, group.id, { activated: false })
    const res = await put(editor.headers, pending, { email: member.email.toUpperCase() })
    expect(res.statusCode).toBe(409)
  })

  it('validates the edit form with pt-BR messages', async () => {
    const res = await put(editor.headers, member, { skillLevel: null, status: null, role: '' })
    expect(res.statusCode).toBe(400)
    expect(res.json().errors).toMatchObject({
      skillLevel: 'Habilidade é obrigatória',
      status: 'Status é obrigatório',
      role: 'Perfil de acesso é obrigatório',
    })
  })

  it('is refused to members', async () => {
    expect((await put(member.headers, member, { skillLevel: 10 })).statusCode).toBe(403)
    expect((await getEdit(member.headers, member)).statusCode).toBe(403)
  })
})

describe('roles without escalation', () => {
  it('refuses an editor granting administrator, and accepts it from an administrator', async () => {
    const target = await createMember(db, group.id)
    const byEditor = await put(editor.headers, target, { role: 'administrator' })
    expect(byEditor.statusCode).toBe(403)
    expect(byEditor.json().message).toBe(
      'Somente um administrador pode conceder, remover ou desativar o perfil de administrador.',
    )
    expect((await put(admin.headers, target, { role: 'administrator' })).statusCode).toBe(200)
    // ...and an editor cannot take it away, deactivate or delete that administrator either.
    expect((await put(editor.headers, target, { role: 'member' })).statusCode).toBe(403)
    expect((await put(editor.headers, target, { status: 0 })).statusCode).toBe(403)
    expect((await remove(editor.headers, target)).statusCode).toBe(403)
    expect((await put(admin.headers, target, { role: 'manager' })).statusCode).toBe(200)
  })

  it('lets an editor make a member a manager', async () => {
    const target = await createMember(db, group.id)
    expect((await put(editor.headers, target, { role: 'manager' })).statusCode).toBe(200)
  })

  it('refuses changing one’s own role or deactivating oneself', async () => {
    const own = await put(editor.headers, editor, { role: 'manager' })
    expect(own.statusCode).toBe(403)
    expect(own.json().message).toBe('Você não pode alterar o seu próprio perfil de acesso.')
    expect((await put(admin.headers, admin, { role: 'member' })).statusCode).toBe(403)
    expect((await put(editor.headers, editor, { status: 0 })).statusCode).toBe(403)
  })
})

describe('the last administrator', () => {
  it('cannot be demoted, deactivated or deleted', async () => {
    const g = await createGroup(db, 'Pelada com dois admins')
    const first = await signedInMember(app, db, g.id, { role: 'administrator' })
    const second = await signedInMember(app, db, g.id, { role: 'administrator' })
    const loaded = async (t: Target) =>
      (
        await app.inject({
          method: 'GET',
          url: `/v1/company-players/edit/${pathOf(t)}`,
          headers: first.headers,
        })
      ).json()
    const demote = async (headers: Record<string, string>, t: Target, changes: object) =>
      app.inject({
        method: 'PUT',
        url: `/v1/company-players/edit/${pathOf(t)}`,
        headers,
        payload: { ...(await loaded(t)), ...changes },
      })

    expect((await demote(first.headers, second, { role: 'member' })).statusCode).toBe(200)
    // `second` still holds an administrator token (valid for minutes): it no longer matches the
    // membership, so it is refused at once instead of acting as an administrator.
    for (const changes of [{ role: 'member' }, { status: 0 }]) {
      const res = await demote(second.headers, first, changes)
      expect(res.statusCode).toBe(401)
    }
    expect((await remove(second.headers, first)).statusCode).toBe(401)
    // Nor can the last administrator remove their own role.
    expect((await demote(first.headers, first, { role: 'member' })).statusCode).toBe(403)
    const [row] = await db
      .select()
      .from(companyPlayers)
      .where(eq(companyPlayers.id, first.member.id))
    expect(row).toMatchObject({ role: 'administrator', status: 1, deletedAt: null })
  })
})

describe('DELETE /v1/company-players/delete/{playerId}/{companyPlayerId}', () => {
  it('soft-deletes the membership, ends its sessions and keeps its BID history', async () => {
    const leaving = await signedInMember(app, db, group.id)
    const [bid] = await db
      .insert(bidDays)
      .values({
        companyId: group.id,
        number: 99,
        dayOfMatch: '2026-01-10T20:00:00',
        status: 'finished',
      })
      .returning()
    await db.insert(bidPlayers).values({
      companyId: group.id,
      bidDayId: bid!.id,
      companyPlayerId: leaving.member.id,
      typePlayer: 'monthly',
      status: 'confirmed',
      quantityOfGoals: 3,
    })

    const res = await remove(editor.headers, leaving)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ success: true, message: 'Jogador deletado!' })
    const [row] = await db
      .select()
      .from(companyPlayers)
      .where(eq(companyPlayers.id, leaving.member.id))
    expect(row!.deletedAt).toBeInstanceOf(Date)
    const stats = await db
      .select()
      .from(bidPlayers)
      .where(eq(bidPlayers.companyPlayerId, leaving.member.id))
    expect(stats).toHaveLength(1)

    const refresh = await app.inject({
      method: 'POST',
      url: '/v1/accounts/refresh-token',
      payload: { refreshToken: leaving.session.refreshToken, companyPlayerId: leaving.member.id },
    })
    expect(refresh.statusCode).toBe(401)
    // Signing in reaches only their own data and invitations now (ADR 042).
    expect(await login(app, leaving.email)).toMatchObject({ scope: 'account' })
    expect((await getEdit(admin.headers, leaving)).statusCode).toBe(404)
  })

  it('refuses deleting yourself and members deleting anyone', async () => {
    const self = await remove(editor.headers, editor)
    expect(self.statusCode).toBe(403)
    expect(self.json().message).toBe('Você não pode excluir o seu próprio cadastro.')
    const target = await createMember(db, group.id)
    expect((await remove(member.headers, target)).statusCode).toBe(403)
  })

  it('lets a removed player be added back with the same membership', async () => {
    const target = await createMember(db, group.id, { activated: false })
    expect((await remove(admin.headers, target)).statusCode).toBe(200)
    const res = await app.inject({
      method: 'POST',
      url: '/v1/company-players/create-company-player',
      headers: admin.headers,
      payload: {
        fullName: 'Volta',
        nickname: 'Volta',
        playerPosition: 'striker',
        typePlayer: 'monthly',
        email: target.email,
      },
    })
    expect(res.statusCode).toBe(200)
    expect(res.json().id).toBe(target.member.id)
  })
})
