import { desc, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { createGroup } from '../../../test/factories.ts'
import { signedInMember } from '../../../test/sessions.ts'
import { createTestApp } from '../../../test/test-app.ts'
import { players } from '../../db/schema/accounts.ts'
import { activityLog } from '../../db/schema/activity.ts'
import { companyPlayers } from '../../db/schema/memberships.ts'
import { emailOutbox } from '../../db/schema/messages.ts'
import { peladaNamed } from '@bidfut/domain/rules/words'
import { joiningKit, PUBLIC_URL } from './joining.test-kit.ts'

const { app, db } = await createTestApp({ PUBLIC_URL })
const membership = async (id: number) =>
  (await db.select().from(companyPlayers).where(eq(companyPlayers.id, id)))[0]!

/** The newest link of `path` emailed to `to`, once the worker has run. */
async function emailedLink(to: string, path: string) {
  await app.jobs.run('account')
  const rows = await db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.toAddress, to))
    .orderBy(desc(emailOutbox.id))
  for (const row of rows) {
    const found = new RegExp(`${PUBLIC_URL}/${path}/([\\w-]+)`).exec(row.textBody)?.[1]
    if (found) return found
  }
  return undefined
}

describe("'Link do jogador'", () => {
  it('opens the claim for that player only, needs no confirmation, and stops working once used', async () => {
    const kit = await joiningKit(app, db, ['Rafa', 'Zé'])
    const token = await kit.playerLinkOf('Rafa')
    const info = await app.inject({ method: 'GET', url: `/v1/accounts/join/player-link/${token}` })
    expect(info.json()).toEqual({
      success: true,
      groupName: kit.group.name,
      companyPlayerId: kit.idOf('Rafa'),
      nickname: 'Rafa',
      whatsappAvailable: false,
    })
    const { res } = await kit.joinWithPasskey({ jogador: token }, 'Rafael')
    expect(res.json()).toMatchObject({ outcome: 'signed_in', companyPlayerId: kit.idOf('Rafa') })
    expect(await membership(kit.idOf('Rafa'))).toMatchObject({ typePlayer: 'monthly' })
    const used = await app.inject({ method: 'GET', url: `/v1/accounts/join/player-link/${token}` })
    expect(used.statusCode).toBe(404)
    expect(used.json().message).toBe(
      'Este link de jogador não vale mais. Peça um novo link ao organizador.',
    )
    // Undone, the player's row is the group's again: a new link works.
    const [claim] = (await kit.claims()).filter((c) => c.nickname === 'Rafa')
    expect((await kit.decide(claim!.id, 'undo')).statusCode).toBe(200)
    expect(await kit.playerLinkOf('Rafa')).toBe(token)
  })

  it('is shown again without writing, and Novo link voids the old one (logged)', async () => {
    const kit = await joiningKit(app, db, ['Rafa'])
    const first = await kit.playerLinkOf('Rafa')
    expect(await kit.playerLinkOf('Rafa')).toBe(first)
    const renewed = await kit.post(
      `/company-players/${kit.idOf('Rafa')}/player-link/renew`,
      undefined,
      kit.admin.headers,
    )
    expect(renewed.json().message).toBe('Novo link do jogador gerado! O anterior deixou de valer.')
    const info = (token: string) =>
      app.inject({ method: 'GET', url: `/v1/accounts/join/player-link/${token}` })
    expect((await info(first)).statusCode).toBe(404)
    expect((await info(renewed.json().url.split('/jogador/')[1])).statusCode).toBe(200)
    const [entry] = await db
      .select()
      .from(activityLog)
      .where(eq(activityLog.kind, 'register.player_link_renewed'))
      .orderBy(desc(activityLog.id))
    expect(entry).toMatchObject({
      companyId: kit.group.id,
      subjectCompanyPlayerId: kit.idOf('Rafa'),
    })
    expect((await info('AAAAAAAAAAAAAAAAAAAAAA')).statusCode).toBe(404)
  })

  it('is for organisers of the group, and only for players who have not joined', async () => {
    const kit = await joiningKit(app, db, ['Rafa'])
    const member = await signedInMember(app, db, kit.group.id)
    const url = `/v1/company-players/${kit.idOf('Rafa')}/player-link`
    expect((await app.inject({ method: 'GET', url, headers: member.headers })).statusCode).toBe(403)
    const outsider = await signedInMember(app, db, (await createGroup(db)).id, {
      role: 'administrator',
    })
    expect((await app.inject({ method: 'GET', url, headers: outsider.headers })).statusCode).toBe(
      404,
    )
    const joined = `/v1/company-players/${kit.admin.member.id}/player-link`
    expect(
      (await app.inject({ method: 'GET', url: joined, headers: kit.admin.headers })).statusCode,
    ).toBe(404)
  })
})

describe('the short join by email', () => {
  it("'Não estou na lista': the emailed link's tap creates the account, without a password", async () => {
    const kit = await joiningKit(app, db, ['Rafa'])
    const res = await kit.post('/accounts/join/email', {
      intent: { convite: kit.convite },
      name: 'Dudu',
      email: 'dudu@exemplo.com',
    })
    expect(res.json()).toEqual({
      success: true,
      message: 'Enviamos um link para o seu email para concluir o cadastro.',
    })
    const token = await emailedLink('dudu@exemplo.com', 'confirmar-cadastro')
    const confirmed = await kit.post('/accounts/signup/confirm', { token })
    expect(confirmed.json()).toMatchObject({ outcome: 'signed_in', email: 'dudu@exemplo.com' })
    const [account] = await db.select().from(players).where(eq(players.email, 'dudu@exemplo.com'))
    expect(account!.passwordHash).toBeNull()
    expect(await membership(confirmed.json().companyPlayerId)).toMatchObject({
      nickname: 'Dudu',
      typePlayer: 'sporadic',
    })
  })

  it("a claim by email waits for the organiser once confirmed; the membership's own address can confirm it", async () => {
    const kit = await joiningKit(app, db, ['Rafa'])
    // The organiser had typed Rafa's email: the claim sends that address a 'Sou eu' link.
    await db
      .update(companyPlayers)
      .set({ email: 'rafa@exemplo.com' })
      .where(eq(companyPlayers.id, kit.idOf('Rafa')))
    await kit.post('/accounts/join/email', {
      intent: { convite: kit.convite, companyPlayerId: kit.idOf('Rafa') },
      name: 'Rafael',
      email: 'rafael.souza@exemplo.com',
    })
    const token = await emailedLink('rafael.souza@exemplo.com', 'confirmar-cadastro')
    const confirmed = await kit.post('/accounts/signup/confirm', { token })
    expect(confirmed.json()).toMatchObject({ outcome: 'pending', nickname: 'Rafa' })
    const sent = await emailedLink('rafa@exemplo.com', 'confirmar-vinculo')
    const check = await app.inject({
      method: 'GET',
      url: `/v1/accounts/join/claim-emails/${sent}`,
    })
    expect(check.json()).toEqual({
      success: true,
      state: 'valid',
      nickname: 'Rafa',
      groupName: kit.group.name,
      claimantName: 'Rafael',
    })
    const tapped = await kit.post('/accounts/join/claim-emails/confirm', { token: sent })
    expect(tapped.json().message).toBe(
      `Pronto! Você entrou na ${peladaNamed(kit.group.name)} como Rafa.`,
    )
    expect((await kit.claimStatus(confirmed.json().claimToken)).json().status).toBe('confirmed')
    expect(
      (await kit.post('/accounts/join/claim-emails/confirm', { token: sent })).statusCode,
    ).toBe(409)
    expect(await membership(kit.idOf('Rafa'))).toMatchObject({ fullName: 'Rafael' })
  })
})

describe('a signed-in person claims with the account they have', () => {
  it('by the player’s link at once, by the group’s list after the organiser', async () => {
    const kit = await joiningKit(app, db, ['Rafa', 'Zé'])
    const elsewhere = await signedInMember(app, db, (await createGroup(db)).id)
    const byLink = await kit.post(
      '/accounts/join/claim',
      { intent: { jogador: await kit.playerLinkOf('Rafa') } },
      elsewhere.headers,
    )
    expect(byLink.json()).toMatchObject({ companyPlayerId: kit.idOf('Rafa'), claimToken: null })
    expect(await membership(kit.idOf('Rafa'))).toMatchObject({ playerId: elsewhere.account!.id })

    const other = await signedInMember(app, db, (await createGroup(db)).id)
    const byList = await kit.post(
      '/accounts/join/claim',
      { intent: { convite: kit.convite, companyPlayerId: kit.idOf('Zé') } },
      other.headers,
    )
    expect(byList.json()).toMatchObject({ companyPlayerId: null })
    // Already in: the account cannot take a second place in the group.
    const twice = await kit.post(
      '/accounts/join/claim',
      { intent: { convite: kit.convite } },
      elsewhere.headers,
    )
    expect(twice.statusCode).toBe(409)
    expect(twice.json().message).toBe('Você já faz parte desta pelada.')
  })
})
