import { and, count, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { createGroup } from '../../../test/factories.ts'
import { signedInMember } from '../../../test/sessions.ts'
import { createTestApp } from '../../../test/test-app.ts'
import { players } from '../../db/schema/accounts.ts'
import { activityLog } from '../../db/schema/activity.ts'
import { companyPlayers } from '../../db/schema/memberships.ts'
import { emailOutbox } from '../../db/schema/messages.ts'
import { joiningKit, PUBLIC_URL } from './joining.test-kit.ts'

const { app, db } = await createTestApp({ PUBLIC_URL })
const accounts = async () => (await db.select({ n: count() }).from(players))[0]!.n
const membership = async (id: number) =>
  (await db.select().from(companyPlayers).where(eq(companyPlayers.id, id)))[0]!

describe("'Você é um destes?' and 'Não estou na lista'", () => {
  it('lists the group’s players nobody has joined, by the name the group calls them', async () => {
    const kit = await joiningKit(app, db, ['Zé', 'Rafa', 'Bruno'])
    const res = await app.inject({ method: 'GET', url: `/v1/accounts/invite/${kit.convite}` })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({
      success: true,
      groupName: kit.group.name,
      players: ['Bruno', 'Rafa', 'Zé'].map((nickname) => ({
        companyPlayerId: kit.idOf(nickname),
        nickname,
        waiting: false,
      })),
      // This server sends no WhatsApp: the join does not offer it.
      whatsappAvailable: false,
    })
    const bad = await app.inject({ method: 'GET', url: '/v1/accounts/invite/nao-existe' })
    expect(bad.statusCode).toBe(404)
    expect(bad.json().message).toBe(
      'Convite inválido ou expirado. Peça um novo link ao organizador.',
    )
  })

  it('joins a newcomer as an avulso with a name and a passkey: no email, no password', async () => {
    const kit = await joiningKit(app, db, ['Rafa'])
    const { res } = await kit.joinWithPasskey({ convite: kit.convite }, 'Dudu')
    expect(res.statusCode, res.body).toBe(200)
    const outcome = res.json()
    expect(outcome).toMatchObject({ outcome: 'signed_in', name: 'Dudu', role: 'member', email: '' })
    const joined = await membership(outcome.companyPlayerId)
    expect(joined).toMatchObject({
      nickname: 'Dudu',
      typePlayer: 'sporadic',
      companyId: kit.group.id,
    })
    const [account] = await db.select().from(players).where(eq(players.id, joined.playerId!))
    expect(account).toMatchObject({ email: null, passwordHash: null, fullName: 'Dudu' })
    const checkIn = await app.inject({
      method: 'GET',
      url: '/v1/bids/get-information-check-in-bid',
      headers: kit.withToken(outcome.accessToken),
    })
    expect(checkIn.statusCode).toBeLessThan(300)
  })
})

describe('a claim through the group’s link', () => {
  it('waits for the organiser, who is told; the tap on Confirmar makes the membership theirs', async () => {
    const kit = await joiningKit(app, db, ['Rafa', 'Zé'])
    const rafa = kit.idOf('Rafa')
    const { res, phone } = await kit.joinWithPasskey(
      { convite: kit.convite, companyPlayerId: rafa },
      'Rafael Souza',
    )
    expect(res.json()).toMatchObject({
      outcome: 'pending',
      nickname: 'Rafa',
      groupName: kit.group.name,
    })
    const { claimToken } = res.json()
    expect((await kit.claimStatus(claimToken)).json()).toMatchObject({
      status: 'pending',
      canSignIn: true,
    })
    expect((await kit.enter(claimToken)).json().message).toBe(
      'Seu pedido ainda aguarda a confirmação do organizador.',
    )
    // The membership is not theirs yet: the pasted row is untouched.
    expect(await membership(rafa)).toMatchObject({
      playerId: null,
      nickname: 'Rafa',
      typePlayer: 'monthly',
    })
    const notices = await db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, kit.admin.email))
    expect(notices.map((n) => n.subject)).toContain(`${kit.group.name}: alguém disse ser Rafa`)
    const listed = await kit.directoryWaiting()
    expect(listed).toEqual(['Rafa'])

    const [claim] = await kit.claims()
    expect(claim).toMatchObject({
      nickname: 'Rafa',
      claimantName: 'Rafael Souza',
      status: 'pending',
    })
    const confirmed = await kit.decide(claim!.id, 'confirm')
    expect(confirmed.json()).toEqual({
      success: true,
      message: 'Entrada confirmada! O jogador já pode usar o Bidfut.',
    })
    expect(await membership(rafa)).toMatchObject({
      fullName: 'Rafael Souza',
      typePlayer: 'monthly',
    })
    const entered = await kit.enter(claimToken)
    expect(entered.json()).toMatchObject({ outcome: 'signed_in', companyPlayerId: rafa })
    expect((await kit.enter(claimToken)).statusCode).toBe(400)
    // Later, the passkey alone signs in, to Rafa's place.
    const options = (await kit.post('/accounts/passkey-options')).json()
    const again = await kit.post('/accounts/passkey-sign-in', { credential: phone.assert(options) })
    expect(again.json()).toMatchObject({ companyPlayerId: rafa })
    const logged = await db
      .select()
      .from(activityLog)
      .where(
        and(
          eq(activityLog.companyId, kit.group.id),
          eq(activityLog.kind, 'register.claim_confirmed'),
        ),
      )
    expect(logged).toHaveLength(1)
  })

  it('refuses a second person claiming the same name, and creates nothing for them', async () => {
    const kit = await joiningKit(app, db, ['Rafa'])
    const intent = { convite: kit.convite, companyPlayerId: kit.idOf('Rafa') }
    expect((await kit.joinWithPasskey(intent, 'Rafael')).res.json().outcome).toBe('pending')
    const before = await accounts()
    const second = await kit.joinWithPasskey(intent, 'Outro Rafa')
    expect(second.res.statusCode).toBe(409)
    expect(second.res.json().message).toBe(
      'Outra pessoa já disse ser Rafa. Se é você, fale com o organizador da pelada.',
    )
    expect(await accounts()).toBe(before)
  })

  it('refused, the person may enter as a new avulso; an undone entry gives the row back as typed', async () => {
    const kit = await joiningKit(app, db, ['Rafa', 'Zé'])
    const refused = await kit.joinWithPasskey(
      { convite: kit.convite, companyPlayerId: kit.idOf('Rafa') },
      'Impostor',
    )
    const [first] = await kit.claims()
    expect((await kit.decide(first!.id, 'refuse')).json().message).toBe('Pedido recusado.')
    expect((await kit.claimStatus(refused.res.json().claimToken)).json().status).toBe('refused')
    expect((await kit.enter(refused.res.json().claimToken)).statusCode).toBe(409)
    const asNew = await kit.enter(refused.res.json().claimToken, true)
    expect(asNew.json()).toMatchObject({ outcome: 'signed_in', name: 'Impostor' })
    expect(await membership(asNew.json().companyPlayerId)).toMatchObject({ typePlayer: 'sporadic' })

    const ze = kit.idOf('Zé')
    const claimed = await kit.joinWithPasskey({ convite: kit.convite, companyPlayerId: ze }, 'José')
    const zeClaim = (await kit.claims()).find((c) => c.nickname === 'Zé')!
    await kit.decide(zeClaim.id, 'confirm')
    const session = (await kit.enter(claimed.res.json().claimToken)).json()
    expect((await kit.decide(zeClaim.id, 'undo')).statusCode).toBe(200)
    expect(await membership(ze)).toMatchObject({ playerId: null, joinedAt: null, fullName: 'Zé' })
    // Their session in the membership ended at once; the account is still theirs.
    const refusedNow = await app.inject({
      method: 'GET',
      url: '/v1/accounts/get-profile',
      headers: kit.withToken(session.accessToken),
    })
    expect(refusedNow.statusCode).toBe(401)
    const kinds = await db
      .select({ kind: activityLog.kind })
      .from(activityLog)
      .where(eq(activityLog.companyId, kit.group.id))
    expect(kinds.map((k) => k.kind)).toEqual(
      expect.arrayContaining([
        'register.claim_refused',
        'register.claim_confirmed',
        'register.claim_undone',
      ]),
    )
  })

  it('keeps claims to their group and to organisers', async () => {
    const kit = await joiningKit(app, db, ['Rafa'])
    await kit.joinWithPasskey({ convite: kit.convite, companyPlayerId: kit.idOf('Rafa') }, 'Rafael')
    const [claim] = await kit.claims()
    const elsewhere = await createGroup(db, 'Outra pelada')
    const outsider = await signedInMember(app, db, elsewhere.id, { role: 'administrator' })
    expect((await kit.decide(claim!.id, 'confirm', outsider.headers)).statusCode).toBe(404)
    const member = await signedInMember(app, db, kit.group.id)
    expect((await kit.decide(claim!.id, 'confirm', member.headers)).statusCode).toBe(403)
    // A name of another group through this group's link: not on its list.
    const other = await joiningKit(app, db, ['Beto'])
    const crossed = await kit.post('/accounts/join/passkey-options', {
      intent: { convite: kit.convite, companyPlayerId: other.idOf('Beto') },
      name: 'Beto',
    })
    expect(crossed.statusCode).toBe(404)
  })

  it('refuses bad input with clear pt-BR messages and creates nothing', async () => {
    const kit = await joiningKit(app, db, ['Rafa'])
    const before = await accounts()
    const options = (body: object) => kit.post('/accounts/join/passkey-options', body)
    const link = await options({ intent: { convite: kit.convite }, name: 'www.golpe.com' })
    expect(link.json().errors).toEqual({ name: 'Não use links neste campo.' })
    const both = await options({ intent: { convite: kit.convite, jogador: 'x' }, name: 'Zé' })
    expect(both.statusCode).toBe(400)
    const blank = await options({ intent: { convite: kit.convite }, name: '  ' })
    expect(blank.json().errors).toEqual({ name: 'Diga como você é chamado no grupo' })
    const unknown = await options({ intent: { convite: 'nao-existe' }, name: 'Zé' })
    expect(unknown.statusCode).toBe(404)
    expect(await accounts()).toBe(before)
  })
})
