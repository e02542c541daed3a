import { desc, eq } from 'drizzle-orm'
import { describe, expect, it, onTestFinished, vi } from 'vitest'
import { createGroup, createMember, login, PASSWORD } from '../../../test/factories.ts'
import { signedInMember } from '../../../test/sessions.ts'
import { createTestApp } from '../../../test/test-app.ts'
import { players } from '../../db/schema/accounts.ts'
import { accountTokens, companyPlayers } from '../../db/schema/memberships.ts'
import { emailOutbox } from '../../db/schema/messages.ts'
import { clock } from '../../lib/clock.ts'
import { hashToken } from '../../lib/tokens.ts'

const { app, db } = await createTestApp({ PUBLIC_URL: 'https://bidfut.example' })
const tuesday = await createGroup(db, 'Pelada de Terça')
const thursday = await createGroup(db, 'Pelada de Quinta')
const thursdayAdmin = await signedInMember(app, db, thursday.id, { role: 'administrator' })
const tuesdayAdmin = await signedInMember(app, db, tuesday.id, { role: 'administrator' })

const inject = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  headers: Record<string, string> = {},
  payload?: object,
) => app.inject({ method, url: `/v1${url}`, headers, payload })

/** Adds a player and lets the worker do what the request left (the invitation). */
async function addPlayer(
  headers: Record<string, string>,
  email: string,
  fullName = 'Nome Digitado',
) {
  const res = await inject('POST', '/company-players/create-company-player', headers, {
    fullName,
    nickname: 'Apelido',
    playerPosition: 'striker',
    typePlayer: 'monthly',
    email,
    phone: '11911112222',
  })
  await app.jobs.run('account')
  return res
}

describe('one person in two peladas', () => {
  it('is invited, accepts, switches group and logs in where they were last', async () => {
    const rita = await signedInMember(app, db, tuesday.id, { fullName: 'Rita Própria' })
    const added = await addPlayer(thursdayAdmin.headers, rita.email)
    expect(added.statusCode).toBe(200)

    // Until Rita accepts, Thursday sees only what its organiser typed.
    const edit = await inject(
      'GET',
      `/company-players/edit/${added.json().id}/${added.json().id}`,
      thursdayAdmin.headers,
    )
    expect(edit.json()).toMatchObject({ fullName: 'Nome Digitado', playerCanBeEdit: true })

    const listed = await inject('GET', '/accounts/invitations', rita.headers)
    expect(listed.json().invitations).toEqual([
      { id: expect.any(Number), groupName: 'Pelada de Quinta', invitedAt: expect.any(String) },
    ])
    const invitationId = listed.json().invitations[0].id
    // Nobody else can answer it, not even the group that sent it.
    const foreign = await inject(
      'POST',
      `/accounts/invitations/${invitationId}/accept`,
      thursdayAdmin.headers,
    )
    expect(foreign.statusCode).toBe(404)

    const accepted = await inject(
      'POST',
      `/accounts/invitations/${invitationId}/accept`,
      rita.headers,
    )
    expect(accepted.json()).toEqual({
      success: true,
      message: 'Agora você faz parte da Pelada de Quinta!',
      companyPlayerId: added.json().id,
    })
    const joined = await inject(
      'GET',
      `/company-players/edit/${added.json().id}/${added.json().id}`,
      thursdayAdmin.headers,
    )
    expect(joined.json()).toMatchObject({ fullName: 'Rita Própria', playerCanBeEdit: false })
    expect((await inject('GET', '/accounts/invitations', rita.headers)).json().invitations).toEqual(
      [],
    )

    // Accepting is not using: the next login still lands where Rita was.
    expect((await login(app, rita.email)).companyPlayerId).toBe(rita.member.id)

    const groups = (await inject('GET', '/accounts/my-groups', rita.headers)).json().groups
    expect(groups).toEqual([
      expect.objectContaining({ groupName: 'Pelada de Quinta', current: false }),
      expect.objectContaining({ groupName: 'Pelada de Terça', current: true }),
    ])

    const switched = await inject('POST', '/accounts/switch-group', rita.headers, {
      companyPlayerId: added.json().id,
      refreshToken: rita.session.refreshToken,
    })
    expect(switched.statusCode).toBe(200)
    expect(switched.json()).toMatchObject({
      companyId: thursday.id,
      companyPlayerId: added.json().id,
      name: 'Rita Própria',
      role: 'member',
    })
    // The old session is over; the refresh body stays { refreshToken, companyPlayerId }.
    const oldRefresh = await inject(
      'POST',
      '/accounts/refresh-token',
      {},
      {
        refreshToken: rita.session.refreshToken,
        companyPlayerId: rita.member.id,
      },
    )
    expect(oldRefresh.statusCode).toBe(401)
    const renewed = await inject(
      'POST',
      '/accounts/refresh-token',
      {},
      {
        refreshToken: switched.json().refreshToken,
        companyPlayerId: added.json().id,
      },
    )
    expect(renewed.json().companyId).toBe(thursday.id)

    // Login lands in the group used last.
    expect((await login(app, rita.email)).companyPlayerId).toBe(added.json().id)
  })

  it('cannot switch into another person’s membership', async () => {
    const someone = await signedInMember(app, db, tuesday.id)
    const res = await inject('POST', '/accounts/switch-group', someone.headers, {
      companyPlayerId: thursdayAdmin.member.id,
    })
    expect(res.statusCode).toBe(404)
  })

  it('declines an invitation: the membership stays the organiser’s, the account untouched', async () => {
    const paulo = await signedInMember(app, db, tuesday.id)
    const added = await addPlayer(thursdayAdmin.headers, paulo.email)
    const [invitation] = (await inject('GET', '/accounts/invitations', paulo.headers)).json()
      .invitations
    const declined = await inject(
      'POST',
      `/accounts/invitations/${invitation.id}/decline`,
      paulo.headers,
    )
    expect(declined.json()).toEqual({ success: true, message: 'Convite recusado.' })
    const [membership] = await db
      .select()
      .from(companyPlayers)
      .where(eq(companyPlayers.id, added.json().id))
    expect(membership).toMatchObject({ playerId: null, fullName: 'Nome Digitado' })
    const again = await inject(
      'POST',
      `/accounts/invitations/${invitation.id}/accept`,
      paulo.headers,
    )
    expect(again.statusCode).toBe(404)
  })
})

describe('activation links are per membership', () => {
  it('issuing one in group B leaves group A’s link working', async () => {
    const email = 'pendente@exemplo.com'
    const inA = await createMember(db, tuesday.id, { activated: false, email })
    const inB = await addPlayer(thursdayAdmin.headers, email)
    const linkA = await inject(
      'POST',
      '/accounts/generate-temp-url-register',
      tuesdayAdmin.headers,
      {
        playerId: inA.member.id,
      },
    )
    const linkB = await inject(
      'POST',
      '/accounts/generate-temp-url-register',
      thursdayAdmin.headers,
      {
        playerId: inB.json().id,
      },
    )
    expect(linkB.statusCode).toBe(200)
    const tokenA = linkA.json().url.split('/').pop()
    const validated = await inject('GET', `/accounts/validate-token-register/${tokenA}`)
    expect(validated.statusCode).toBe(200)
    expect(validated.json().companyPlayerId).toBe(inA.member.id)
  })
})

describe('removal ends access within seconds', () => {
  it('refuses the removed member’s access token and refresh token at once', async () => {
    const leaving = await signedInMember(app, db, tuesday.id)
    expect((await inject('GET', '/accounts/get-profile', leaving.headers)).statusCode).toBe(200)
    const removed = await inject(
      'DELETE',
      `/company-players/delete/${leaving.member.id}/${leaving.member.id}`,
      tuesdayAdmin.headers,
    )
    expect(removed.statusCode).toBe(200)
    expect((await inject('GET', '/accounts/get-profile', leaving.headers)).statusCode).toBe(401)
    expect(
      (await inject('GET', '/bids/get-information-check-in-bid', leaving.headers)).statusCode,
    ).toBe(401)
    const refresh = await inject(
      'POST',
      '/accounts/refresh-token',
      {},
      {
        refreshToken: leaving.session.refreshToken,
        companyPlayerId: leaving.member.id,
      },
    )
    expect(refresh.statusCode).toBe(401)
  })

  it('refuses a token whose membership was removed by another server instance within 2 s', async () => {
    const leaving = await signedInMember(app, db, tuesday.id)
    expect((await inject('GET', '/accounts/get-profile', leaving.headers)).statusCode).toBe(200)
    await db
      .update(companyPlayers)
      .set({ deletedAt: new Date() })
      .where(eq(companyPlayers.id, leaving.member.id))
    // The gate's 2 s of trust pass on its clock, not in real time.
    const later = new Date(Date.now() + 2000)
    vi.spyOn(clock, 'now').mockReturnValue(later)
    onTestFinished(() => {
      vi.restoreAllMocks()
    })
    expect((await inject('GET', '/accounts/get-profile', leaving.headers)).statusCode).toBe(401)
  })

  it('checks again when the clock was set back, instead of trusting its last read for good', async () => {
    const leaving = await signedInMember(app, db, tuesday.id)
    const clockAhead = vi.spyOn(clock, 'now').mockReturnValue(new Date(Date.now() + 3_600_000))
    expect((await inject('GET', '/accounts/get-profile', leaving.headers)).statusCode).toBe(200)
    clockAhead.mockRestore()
    await db
      .update(companyPlayers)
      .set({ deletedAt: new Date() })
      .where(eq(companyPlayers.id, leaving.member.id))
    expect((await inject('GET', '/accounts/get-profile', leaving.headers)).statusCode).toBe(401)
  })
})

describe('changing one’s own email', () => {
  it('needs the current password, is confirmed from the new address and tells the old one', async () => {
    const me = await signedInMember(app, db, tuesday.id, { fullName: 'Lia Souza' })
    const profile = { fullName: 'Lia Souza', email: 'lia.nova@exemplo.com' }
    const noPassword = await inject('PUT', '/accounts/update-profile', me.headers, profile)
    expect(noPassword.statusCode).toBe(400)
    expect(noPassword.json().errors).toEqual({
      password: 'Para alterar o email, informe sua senha atual.',
    })
    const wrong = await inject('PUT', '/accounts/update-profile', me.headers, {
      ...profile,
      password: 'errada!',
    })
    expect(wrong.json().errors).toEqual({ password: 'Senha atual incorreta.' })

    const asked = await inject('PUT', '/accounts/update-profile', me.headers, {
      ...profile,
      password: PASSWORD,
    })
    expect(asked.json().message).toBe(
      'Perfil atualizado! Enviamos um link de confirmação para lia.nova@exemplo.com.',
    )
    const [still] = await db.select().from(players).where(eq(players.id, me.account!.id))
    expect(still!.email).toBe(me.email)
    const [notice] = await db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, me.email))
      .orderBy(desc(emailOutbox.id))
    expect(notice!.textBody).toContain('lia.nova@exemplo.com')
    const [confirmation] = await db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, 'lia.nova@exemplo.com'))
    const token = /confirmar-email\/([\w-]+)/.exec(confirmation!.textBody)![1]!
    const [stored] = await db
      .select()
      .from(accountTokens)
      .where(eq(accountTokens.tokenHash, hashToken(token)))
    expect(stored).toMatchObject({ kind: 'email_change', playerId: me.account!.id })

    // Opening the link only shows what it will do: the page waits for the person's tap.
    const checkUrl = `/accounts/confirm-email-change/${token}`
    for (let i = 0; i < 2; i++) {
      const check = await inject('GET', checkUrl, {})
      expect(check.json()).toEqual({
        success: true,
        state: 'valid',
        message: 'Link válido.',
        newEmail: 'lia.nova@exemplo.com',
      })
    }
    const [unchanged] = await db.select().from(players).where(eq(players.id, me.account!.id))
    expect(unchanged!.email).toBe(me.email)

    const confirmed = await inject('POST', '/accounts/confirm-email-change', {}, { token })
    expect(confirmed.json()).toEqual({ success: true, message: 'Email alterado com sucesso!' })
    expect((await inject('GET', checkUrl, {})).json()).toEqual({
      success: true,
      state: 'used',
      message: 'Este link já foi usado.',
      newEmail: null,
    })
    expect((await inject('GET', '/accounts/confirm-email-change/nao-existe', {})).json()).toEqual({
      success: true,
      state: 'unknown',
      message: 'Link inválido.',
      newEmail: null,
    })
    const [membership] = await db
      .select()
      .from(companyPlayers)
      .where(eq(companyPlayers.id, me.member.id))
    expect(membership!.email).toBe('lia.nova@exemplo.com')
    const session = await login(app, 'lia.nova@exemplo.com')
    expect(session.companyPlayerId).toBe(me.member.id)
    const reused = await inject('POST', '/accounts/confirm-email-change', {}, { token })
    expect(reused.statusCode).toBe(400)
  })
})
