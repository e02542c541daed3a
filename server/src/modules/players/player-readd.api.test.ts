import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import {
  bearer,
  conviteOf,
  createGroup,
  createMember,
  joinGroup,
  login,
} from '../../../test/factories.ts'
import { signedInMember } from '../../../test/sessions.ts'
import { createTestApp } from '../../../test/test-app.ts'
import { players } from '../../db/schema/accounts.ts'
import { bidDays, bidPlayers } from '../../db/schema/bids.ts'
import { companyPlayers } from '../../db/schema/memberships.ts'
import { emailOutbox } from '../../db/schema/messages.ts'

const { app, db } = await createTestApp({ PUBLIC_URL: 'https://bidfut.example' })
const group = await createGroup(db, 'Pelada de Quinta')
const otherGroup = await createGroup(db, 'Pelada de Terça')
const admin = await signedInMember(app, db, group.id, { role: 'administrator' })

type Target = Awaited<ReturnType<typeof createMember>>

const remove = (t: Target) =>
  app.inject({
    method: 'DELETE',
    url: `/v1/company-players/delete/${t.member.id}/${t.member.id}`,
    headers: admin.headers,
  })

const addBack = (email: string, changes: object = {}) =>
  app.inject({
    method: 'POST',
    url: '/v1/company-players/create-company-player',
    headers: admin.headers,
    payload: {
      fullName: 'Nome Digitado de Novo',
      nickname: 'Volta',
      playerPosition: 'striker',
      typePlayer: 'monthly',
      email,
      ...changes,
    },
  })

const membershipRow = async (id: number) =>
  (await db.select().from(companyPlayers).where(eq(companyPlayers.id, id)))[0]!

describe('adding back a person the group removed', () => {
  it('is a new invitation they accept; their old role and profile do not come back', async () => {
    // An administrator with a photo and a game in the history, who also plays on Tuesdays.
    const person = await createMember(db, group.id, {
      role: 'administrator',
      fullName: 'Rita Própria',
    })
    await joinGroup(db, otherGroup.id, person.account!)
    await db
      .update(companyPlayers)
      .set({ photoUrl: '/uploads/rita.webp' })
      .where(eq(companyPlayers.id, person.member.id))
    const [bid] = await db
      .insert(bidDays)
      .values({
        companyId: group.id,
        number: 1,
        dayOfMatch: '2026-01-08T20:00:00',
        status: 'finished',
      })
      .returning()
    await db.insert(bidPlayers).values({
      companyId: group.id,
      bidDayId: bid!.id,
      companyPlayerId: person.member.id,
      typePlayer: 'monthly',
      status: 'confirmed',
      quantityOfGoals: 2,
    })
    expect((await remove(person)).statusCode).toBe(200)

    const added = await addBack(person.email, { role: 'editor' })
    expect(added.statusCode).toBe(200)
    expect(added.json().id).toBe(person.member.id)
    // Pending again: the group sees only what its organiser typed, not the person's profile.
    expect(await membershipRow(person.member.id)).toMatchObject({
      playerId: null,
      joinedAt: null,
      deletedAt: null,
      fullName: 'Nome Digitado de Novo',
      photoUrl: null,
      role: 'editor',
    })
    const edit = await app.inject({
      method: 'GET',
      url: `/v1/company-players/edit/${person.member.id}/${person.member.id}`,
      headers: admin.headers,
    })
    expect(edit.json()).toMatchObject({ fullName: 'Nome Digitado de Novo', playerCanBeEdit: true })

    await app.jobs.run('account')
    const mails = await db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, person.email))
    expect(mails.map((m) => m.subject)).toEqual(['Você foi convidado para a Pelada de Quinta'])

    const headers = bearer((await login(app, person.email)).accessToken)
    const listed = await app.inject({ method: 'GET', url: '/v1/accounts/invitations', headers })
    const [invitation] = listed.json().invitations
    expect(invitation).toMatchObject({ groupName: 'Pelada de Quinta' })
    const accepted = await app.inject({
      method: 'POST',
      url: `/v1/accounts/invitations/${invitation.id}/accept`,
      headers,
    })
    expect(accepted.statusCode).toBe(200)
    // Joined again by their own tap, with the role chosen now and their history.
    expect(await membershipRow(person.member.id)).toMatchObject({
      playerId: person.account!.id,
      joinedAt: expect.any(Date),
      fullName: 'Rita Própria',
      role: 'editor',
    })
    const history = await db
      .select()
      .from(bidPlayers)
      .where(eq(bidPlayers.companyPlayerId, person.member.id))
    expect(history).toHaveLength(1)
  })

  it('a removed administrator added back with the defaults is a member, even after accepting', async () => {
    const person = await createMember(db, group.id, { role: 'administrator' })
    await joinGroup(db, otherGroup.id, person.account!)
    await remove(person)
    expect((await addBack(person.email)).statusCode).toBe(200)
    await app.jobs.run('account')
    const headers = bearer((await login(app, person.email)).accessToken)
    const [invitation] = (
      await app.inject({ method: 'GET', url: '/v1/accounts/invitations', headers })
    ).json().invitations
    await app.inject({
      method: 'POST',
      url: `/v1/accounts/invitations/${invitation.id}/accept`,
      headers,
    })
    expect((await membershipRow(person.member.id)).role).toBe('member')
  })

  it('cannot be undone by the person through the group invite link', async () => {
    const person = await createMember(db, group.id)
    await joinGroup(db, otherGroup.id, person.account!)
    await remove(person)
    const link = await app.inject({
      method: 'GET',
      url: '/v1/company-players/invite-link',
      headers: admin.headers,
    })
    const convite = conviteOf(link.json().url)
    const headers = bearer((await login(app, person.email)).accessToken)
    const res = await app.inject({
      method: 'POST',
      url: '/v1/accounts/join-by-invite',
      headers,
      payload: { convite },
    })
    expect(res.statusCode).toBe(403)
    expect(res.json().message).toBe(
      'Você não faz mais parte desta pelada. Peça ao organizador para adicionar você de novo.',
    )
    expect((await membershipRow(person.member.id)).deletedAt).toBeInstanceOf(Date)
  })

  it('a pending member comes back with a new activation link; the old one stays dead', async () => {
    const pending = await createMember(db, group.id, { activated: false })
    const generated = await app.inject({
      method: 'POST',
      url: '/v1/accounts/generate-temp-url-register',
      headers: admin.headers,
      payload: { playerId: pending.member.id },
    })
    const oldToken = generated.json().url.split('/').pop()
    await remove(pending)
    expect((await addBack(pending.email)).statusCode).toBe(200)
    const validate = (token: string) =>
      app.inject({ method: 'GET', url: `/v1/accounts/validate-token-register/${token}` })
    expect((await validate(oldToken)).statusCode).toBe(400)
    await app.jobs.run('account')
    const [mail] = await db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, pending.email))
    const newToken = /activate-user\/([\w-]+)/.exec(mail!.textBody)![1]!
    expect(newToken).not.toBe(oldToken)
    expect((await validate(newToken)).statusCode).toBe(200)
    expect(await db.select().from(players).where(eq(players.email, pending.email))).toEqual([])
  })
})
