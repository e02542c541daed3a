import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { createGroup, login, PASSWORD } from '../../../test/factories.ts'
import { signedInMember } from '../../../test/sessions.ts'
import { createTestApp } from '../../../test/test-app.ts'
import { players } from '../../db/schema/accounts.ts'
import { companyPlayers } from '../../db/schema/memberships.ts'
import { DEVICE_COOKIE } from './device-cookie.ts'

const { app, db } = await createTestApp()
const group = await createGroup(db)
const other = await signedInMember(app, db, group.id)

const profileForm = {
  fullName: 'Thiago Oliveira Rocha',
  phone: '31912345678',
  birthDate: '1994-02-10T00:00:00',
  favoriteTeam: 'cruzeiro',
  playerPosition: 'defender',
}

const update = (headers: Record<string, string>, payload: object) =>
  app.inject({ method: 'PUT', url: '/v1/accounts/update-profile', headers, payload })

describe('PUT /v1/accounts/update-profile', () => {
  it('saves personal data and the position, ignoring the read-only nickname', async () => {
    const me = await signedInMember(app, db, group.id)
    const res = await update(me.headers, {
      ...profileForm,
      email: me.email,
      nickname: 'Hacker',
      photoUrl: null,
    })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ success: true, message: 'Perfil atualizado!' })

    const profile = (
      await app.inject({ method: 'GET', url: '/v1/accounts/get-profile', headers: me.headers })
    ).json()
    expect(profile).toEqual({
      fullName: 'Thiago Oliveira Rocha',
      nickname: me.member.nickname,
      phone: '(31) 91234-5678',
      birthDate: '1994-02-10T00:00:00',
      favoriteTeam: 'cruzeiro',
      email: me.email,
      playerPosition: 'defender',
      photoUrl: null,
      hasPassword: true,
    })
  })

  it('changes the password only with the right current password', async () => {
    const me = await signedInMember(app, db, group.id)
    const wrong = await update(me.headers, {
      ...profileForm,
      email: me.email,
      password: 'errada',
      newPassword: 'nova-senha',
      confirmNewPassword: 'nova-senha',
    })
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json()).toMatchObject({ message: 'Senha atual incorreta.' })
    await login(app, me.email)

    const right = await update(me.headers, {
      ...profileForm,
      email: me.email,
      password: PASSWORD,
      newPassword: 'nova-senha',
      confirmNewPassword: 'nova-senha',
    })
    expect(right.statusCode).toBe(200)
    // The browser that changed it stays the account's trusted device (ADR 025).
    expect(right.cookies.find((c) => c.name === DEVICE_COOKIE)?.httpOnly).toBe(true)
    await login(app, me.email, 'nova-senha')
  })

  it('applies the password rules with their pt-BR messages', async () => {
    const me = await signedInMember(app, db, group.id)
    const noCurrent = await update(me.headers, {
      ...profileForm,
      email: me.email,
      newPassword: 'abcdef',
      confirmNewPassword: 'abcdef',
    })
    expect(noCurrent.json().message).toBe('Para alterar a senha, informe sua senha atual.')
    const mismatch = await update(me.headers, {
      ...profileForm,
      email: me.email,
      password: PASSWORD,
      newPassword: 'abcdef',
      confirmNewPassword: 'abcdeg',
    })
    expect(mismatch.json().message).toBe('A nova senha e a confirmação devem ser iguais.')
    const short = await update(me.headers, {
      ...profileForm,
      email: me.email,
      password: PASSWORD,
      newPassword: 'abc',
      confirmNewPassword: 'abc',
    })
    expect(short.json().message).toBe('A nova senha deve ter pelo menos 6 caracteres.')
  })

  it('keeps emails unique and only touches the caller', async () => {
    const me = await signedInMember(app, db, group.id)
    const taken = await update(me.headers, {
      ...profileForm,
      email: other.email.toUpperCase(),
      password: PASSWORD,
    })
    expect(taken.statusCode).toBe(409)
    const [person] = await db.select().from(players).where(eq(players.id, other.account!.id))
    expect(person!.fullName).toBe(other.account!.fullName)
    const [membership] = await db
      .select()
      .from(companyPlayers)
      .where(eq(companyPlayers.id, other.member.id))
    expect(membership!.playerPosition).toBe('midfielder')
  })

  it('needs a session', async () => {
    expect((await update({}, { ...profileForm, email: 'a@b.com' })).statusCode).toBe(401)
  })
})
