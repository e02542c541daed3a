import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { createGroup, createMember, login, PASSWORD } from '../../../test/factories.ts'
import { signedInMember } from '../../../test/sessions.ts'
import { createTestApp } from '../../../test/test-app.ts'
import { companyPlayers, emailOutbox, players } from '../../db/schema.ts'
import { activationKit, LINK_INVALID } from './activation.test-kit.ts'

// The activation form: recorded, then confirmed from the address it names (ADR 026).
const { app, db } = await createTestApp({ PUBLIC_URL: 'https://bidfut.example' })
const group = await createGroup(db)
const editor = await signedInMember(app, db, group.id, { role: 'editor' })
const member = await signedInMember(app, db, group.id, { role: 'member' })
const { tokenFor, validate, activate, join, confirm, confirmationLink } = activationKit(
  app,
  db,
  editor.headers,
)

describe('POST /v1/accounts/activate-user-from-token', () => {
  it('asks the address to confirm; the tap creates the account, joins and signs in, once', async () => {
    const pending = await createMember(db, group.id, { activated: false })
    const token = await tokenFor(pending)
    const res = await activate(token)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({
      success: true,
      message: 'Enviamos um link para paulo@exemplo.com para concluir a ativação.',
    })
    expect(await db.select().from(players).where(eq(players.email, 'paulo@exemplo.com'))).toEqual(
      [],
    )

    const signupToken = (await confirmationLink('paulo@exemplo.com'))!.split('/').pop()!
    const preview = await app.inject({ method: 'GET', url: `/v1/accounts/signup/${signupToken}` })
    expect(preview.json()).toMatchObject({
      fullName: 'Paulo César Freitas',
      groupName: 'Pelada de Teste',
      createsGroup: false,
      role: 'member',
    })
    const confirmed = await confirm(signupToken)
    expect(confirmed.statusCode).toBe(200)
    expect(confirmed.json()).toMatchObject({
      companyPlayerId: pending.member.id,
      companyId: group.id,
      role: 'member',
      name: 'Paulo César Freitas',
    })

    const [person] = await db.select().from(players).where(eq(players.email, 'paulo@exemplo.com'))
    expect(person).toMatchObject({
      fullName: 'Paulo César Freitas',
      email: 'paulo@exemplo.com',
      birthDate: '1991-07-15',
      phone: '(21) 98765-4321',
      favoriteTeam: 'flamengo',
    })
    expect(person!.activatedAt).toBeInstanceOf(Date)
    const [membership] = await db
      .select()
      .from(companyPlayers)
      .where(eq(companyPlayers.id, pending.member.id))
    expect(membership).toMatchObject({
      nickname: 'PC',
      playerPosition: 'defender',
      playerId: person!.id,
      fullName: 'Paulo César Freitas',
      email: 'paulo@exemplo.com',
      joinedAt: expect.any(Date),
    })
    await login(app, 'paulo@exemplo.com', 'nova-senha')

    expect((await confirm(signupToken)).statusCode).toBe(400)
    const again = await activate(token, { email: 'outro@exemplo.com' })
    expect(again.statusCode).toBe(400)
    expect(again.json().message).toBe(LINK_INVALID)
    expect((await validate(token)).statusCode).toBe(400)
    const edit = await app.inject({
      method: 'GET',
      url: `/v1/company-players/edit/${pending.member.id}/${pending.member.id}`,
      headers: editor.headers,
    })
    expect(edit.json().playerCanBeEdit).toBe(false)
  })

  it('answers an email that has an account as any other, and tells its owner how to join', async () => {
    const pending = await createMember(db, group.id, { activated: false })
    const token = await tokenFor(pending)
    const unknown = await activate(token, { email: 'ninguem.ainda@exemplo.com' })
    const taken = await activate(token, { email: member.email.toUpperCase() })
    expect(taken.statusCode).toBe(unknown.statusCode)
    expect(taken.json().message.replace(member.email, '…')).toBe(
      unknown.json().message.replace('ninguem.ainda@exemplo.com', '…'),
    )
    await app.jobs.run('account')
    const [mail] = await db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, member.email))
    expect(mail!.subject).toBe('Você já tem uma conta no Bidfut')
    expect(mail!.textBody).toContain(
      `Entrar na pelada com minha conta: https://bidfut.example/activate-user/${token}?conta=existente`,
    )
    const [account] = await db.select().from(players).where(eq(players.id, member.account!.id))
    expect(account!.passwordHash).toBe(member.account!.passwordHash)
    expect((await validate(token)).statusCode).toBe(200)
  })

  it('allows 5 tries with a link (forms sent, passwords tried), then it is void', async () => {
    const person = await createMember(db, group.id)
    const pending = await createMember(db, group.id, { activated: false })
    const token = await tokenFor(pending)
    for (let i = 0; i < 3; i++) {
      expect((await activate(token, { email: `tentativa${i}@exemplo.com` })).statusCode).toBe(200)
    }
    for (let i = 0; i < 2; i++) {
      expect((await join(token, person.email, 'senha-errada')).statusCode).toBe(401)
    }
    const sixth = await join(token, person.email, PASSWORD)
    expect(sixth.statusCode).toBe(400)
    expect(sixth.json()).toEqual({ success: false, message: LINK_INVALID })
    expect((await activate(token, { email: 'mais@exemplo.com' })).json().message).toBe(LINK_INVALID)
    expect((await validate(token)).json()).toEqual({ success: false, message: 'Token inválido' })
    // A confirmation already emailed still works: it proves the address, it guesses nothing.
    const signupToken = (await confirmationLink('tentativa0@exemplo.com'))!.split('/').pop()!
    expect((await confirm(signupToken)).statusCode).toBe(200)
  })

  it('refuses a link in the name or the nickname', async () => {
    const pending = await createMember(db, group.id, { activated: false })
    const res = await activate(await tokenFor(pending), {
      fullName: 'Paulo www.golpe.com',
      nickname: 'golpe.com.br',
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().errors).toEqual({
      fullName: 'Não use links neste campo.',
      nickname: 'Não use links neste campo.',
    })
  })

  it('validates the activation form with pt-BR messages', async () => {
    const res = await activate('qualquer', {
      phone: '',
      newPassword: '123',
      confirmNewPassword: '124',
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().errors).toEqual({
      phone: 'Telefone é obrigatório',
      newPassword: 'Senha deve ter pelo menos 6 caracteres',
      confirmNewPassword: 'As senhas não conferem',
    })
  })
})
