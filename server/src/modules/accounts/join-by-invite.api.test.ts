import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { conviteOf, createGroup, createMember } from '../../../test/factories.ts'
import { signedInMember } from '../../../test/sessions.ts'
import { createTestApp } from '../../../test/test-app.ts'
import { companyPlayers } from '../../db/schema/memberships.ts'

const { app, db } = await createTestApp()
const group = await createGroup(db, 'Pelada do Convite')
const home = await createGroup(db, 'Pelada de Casa')
const organiser = await signedInMember(app, db, group.id, { role: 'editor' })

const link = await app.inject({
  method: 'GET',
  url: '/v1/company-players/invite-link',
  headers: organiser.headers,
})
const convite = conviteOf(link.json().url)

const join = (headers: Record<string, string>, token = convite) =>
  app.inject({
    method: 'POST',
    url: '/v1/accounts/join-by-invite',
    headers,
    payload: { convite: token },
  })

describe('POST /v1/accounts/join-by-invite', () => {
  it('joins a signed-in person to the group as an avulso, once', async () => {
    const person = await signedInMember(app, db, home.id, { fullName: 'Célia Duarte' })
    const res = await join(person.headers)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({
      success: true,
      message: 'Agora você faz parte da Pelada do Convite!',
      companyPlayerId: expect.any(Number),
    })
    const [membership] = await db
      .select()
      .from(companyPlayers)
      .where(eq(companyPlayers.id, res.json().companyPlayerId))
    expect(membership).toMatchObject({
      companyId: group.id,
      playerId: person.account!.id,
      fullName: 'Célia Duarte',
      role: 'member',
      typePlayer: 'sporadic',
      joinedAt: expect.any(Date),
    })
    const again = await join(person.headers)
    expect(again.statusCode).toBe(409)
    expect(again.json().message).toBe('Você já faz parte desta pelada.')
  })

  it('takes the membership the group already added for the email', async () => {
    const person = await signedInMember(app, db, home.id)
    const pending = await createMember(db, group.id, { activated: false, email: person.email })
    const res = await join(person.headers)
    expect(res.json().companyPlayerId).toBe(pending.member.id)
    const rows = await db
      .select()
      .from(companyPlayers)
      .where(and(eq(companyPlayers.companyId, group.id), eq(companyPlayers.email, person.email)))
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ playerId: person.account!.id })
  })

  it('keeps out a person the group removed before they ever joined', async () => {
    const person = await signedInMember(app, db, home.id)
    const removed = await createMember(db, group.id, { activated: false, email: person.email })
    await db
      .update(companyPlayers)
      .set({ deletedAt: new Date() })
      .where(eq(companyPlayers.id, removed.member.id))
    const res = await join(person.headers)
    expect(res.statusCode).toBe(403)
    expect(res.json().message).toBe(
      'Você não faz mais parte desta pelada. Peça ao organizador para adicionar você de novo.',
    )
  })

  it('refuses an unknown invite and a caller who is not signed in', async () => {
    const person = await signedInMember(app, db, home.id)
    const res = await join(person.headers, 'nao-existe')
    expect(res.statusCode).toBe(404)
    expect(res.json().message).toBe(
      'Convite inválido ou expirado. Peça um novo link ao organizador.',
    )
    expect((await join({})).statusCode).toBe(401)
  })
})
