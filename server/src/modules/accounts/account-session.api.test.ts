import { eq } from 'drizzle-orm'
import { strFromU8, unzipSync } from 'fflate'
import { describe, expect, it, onTestFinished, vi } from 'vitest'
import { errorBody } from '../../../test/error-body.ts'
import { bearer, createGroup, PASSWORD } from '../../../test/factories.ts'
import { apiRoutesOf } from '../../../test/fuzz/openapi-routes.ts'
import { signedInMember } from '../../../test/sessions.ts'
import { createTestApp } from '../../../test/test-app.ts'
import { accountSessions } from '../../db/schema/accounts.ts'
import { companyPlayers } from '../../db/schema/memberships.ts'
import { clock } from '../../lib/clock.ts'
import { NO_GROUP } from '../../plugins/auth.ts'

// ADR 042: someone removed from their only group signs in to a session that reaches
// their data ('Meus dados': download, delete) and their invitations, and nothing else.
const { app, db } = await createTestApp({ PUBLIC_URL: 'https://bidfut.example' })
const group = await createGroup(db, 'Pelada de Terça')
const other = await createGroup(db, 'Pelada de Quinta')
const admin = await signedInMember(app, db, group.id, { role: 'administrator' })
const otherAdmin = await signedInMember(app, db, other.id, { role: 'administrator' })

const inject = (
  method: string,
  url: string,
  headers: Record<string, string> = {},
  payload?: object,
) => app.inject({ method: method as 'GET', url: `/v1${url}`, headers, payload })

const signIn = (email: string, password = PASSWORD) =>
  inject('POST', '/accounts/login', {}, { email, password, keepLogged: false })

/** A member the organiser removed: their account is in no group now. */
async function removedMember() {
  const person = await signedInMember(app, db, group.id, { fullName: 'Zé Removido' })
  const removed = await inject(
    'DELETE',
    `/company-players/delete/${person.member.id}/${person.member.id}`,
    admin.headers,
  )
  expect(removed.statusCode, removed.body).toBe(200)
  return person
}

async function accountSession(email: string) {
  const res = await signIn(email)
  expect(res.statusCode, res.body).toBe(200)
  const body = res.json()
  expect(body).toMatchObject({
    success: true,
    scope: 'account',
    message:
      'Você não participa de nenhuma pelada agora. Aqui você vê seus convites e os seus dados.',
    email,
    name: 'Zé Removido',
  })
  expect(body).not.toHaveProperty('refreshToken')
  expect(body).not.toHaveProperty('companyPlayerId')
  return bearer(body.accessToken as string)
}

describe('signing in with no group', () => {
  it('gives a removed member an account-only session instead of a 401', async () => {
    const person = await removedMember()
    const headers = await accountSession(person.email)
    const listed = await inject('GET', '/accounts/invitations', headers)
    expect(listed.json()).toEqual({ success: true, invitations: [] })
    const exported = await inject('GET', '/me/data-export', headers)
    expect(exported.statusCode).toBe(200)
    const data = JSON.parse(strFromU8(unzipSync(exported.rawPayload)['meus-dados.json']!))
    expect(data.players).toEqual([expect.objectContaining({ fullName: 'Zé Removido' })])
    // A wrong password is the same 401 as ever.
    const wrong = await signIn(person.email, 'errada-123')
    expect(wrong.statusCode).toBe(401)
    expect(wrong.json()).toEqual(errorBody({ message: 'Email ou senha inválidos.' }))
  })

  // What an account-only session reaches is each route's `access: 'account'` (lib/route.ts);
  // every other route answers 403 before reading anything.
  it('reaches nothing but Meus dados and the invitations', async () => {
    const person = await removedMember()
    const headers = await accountSession(person.email)
    const routes = await apiRoutesOf(app)
    const reached: string[] = []
    let refused = 0
    for (const route of routes) {
      const name = `${route.method} ${route.path}`
      const open = route.facts.access === 'account'
      if (open && route.method === 'POST') {
        reached.push(name)
        continue // Would act (delete, logout): each is proved on its own below.
      }
      const url = route.path.replace(/^\/v1/, '').replace(/\{[^}]+\}/g, '1')
      // Public routes answer anyone (a webhook's 401 is about its signature, not a session);
      // the rest are checked with the session's token.
      if (route.facts.access === 'public') continue
      if ((await inject(route.method, url)).statusCode !== 401) continue
      const res = await inject(route.method, url, headers)
      if (open) {
        reached.push(name)
        expect(res.statusCode, name).not.toBe(403)
      } else {
        expect(res.statusCode, name).toBe(403)
        expect(res.json(), name).toEqual(errorBody({ message: NO_GROUP }))
        refused += 1
      }
    }
    // Only the account's own routes, never a group's: 'Meus dados', invitations, entering, leaving.
    expect(reached.filter((name) => !/ \/v1\/(me|accounts)\//.test(name))).toEqual([])
    expect(refused).toBeGreaterThan(80)
  })

  it('joins a group through an invitation and enters it, ending the account-only session', async () => {
    const person = await removedMember()
    const headers = await accountSession(person.email)
    const added = await inject(
      'POST',
      '/company-players/create-company-player',
      otherAdmin.headers,
      {
        fullName: 'Zé',
        nickname: 'Zé',
        playerPosition: 'striker',
        typePlayer: 'monthly',
        email: person.email,
        phone: '11911112222',
      },
    )
    expect(added.statusCode, added.body).toBe(200)
    await app.jobs.run('account')
    const [invitation] = (await inject('GET', '/accounts/invitations', headers)).json().invitations
    expect(invitation).toMatchObject({ groupName: 'Pelada de Quinta' })
    const accepted = await inject('POST', `/accounts/invitations/${invitation.id}/accept`, headers)
    expect(accepted.statusCode, accepted.body).toBe(200)
    const entered = await inject('POST', '/accounts/switch-group', headers, {
      companyPlayerId: accepted.json().companyPlayerId,
    })
    expect(entered.statusCode, entered.body).toBe(200)
    expect(entered.json()).toMatchObject({ companyId: other.id, role: 'member' })
    expect(entered.json().refreshToken).toEqual(expect.any(String))
    const inGroup = bearer(entered.json().accessToken)
    expect((await inject('GET', '/bids/get-information-check-in-bid', inGroup)).statusCode).toBe(
      204,
    )
    expect((await inject('GET', '/accounts/invitations', headers)).statusCode).toBe(401)
    // The next sign-in lands in the group.
    expect((await signIn(person.email)).json()).toMatchObject({ companyId: other.id })
  })

  it('ends on logout, on expiry and when the account is deleted', async () => {
    const person = await removedMember()
    const first = await accountSession(person.email)
    expect((await inject('POST', '/accounts/logout', first, {})).statusCode).toBe(200)
    expect((await inject('GET', '/accounts/invitations', first)).statusCode).toBe(401)

    const second = await accountSession(person.email)
    await db
      .update(accountSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(accountSessions.playerId, person.account!.id))
    // Past the gate's 2 s of trust, on its clock.
    vi.spyOn(clock, 'now').mockReturnValue(new Date(Date.now() + 3000))
    onTestFinished(() => {
      vi.restoreAllMocks()
    })
    expect((await inject('GET', '/accounts/invitations', second)).statusCode).toBe(401)
    vi.restoreAllMocks()

    const third = await accountSession(person.email)
    const deleted = await inject('POST', '/me/delete-account', third, {
      password: PASSWORD,
      confirmation: 'EXCLUIR',
    })
    expect(deleted.statusCode, deleted.body).toBe(200)
    expect((await inject('GET', '/accounts/invitations', third)).statusCode).toBe(401)
    expect((await signIn(person.email)).statusCode).toBe(401)
    expect(
      await db
        .select()
        .from(accountSessions)
        .where(eq(accountSessions.playerId, person.account!.id)),
    ).toEqual([])
  })

  it('is not given to a member of a group, nor kept by a member who is deactivated', async () => {
    const person = await signedInMember(app, db, group.id)
    expect((await signIn(person.email)).json()).toMatchObject({ companyId: group.id })
    await db
      .update(companyPlayers)
      .set({ status: 0 })
      .where(eq(companyPlayers.id, person.member.id))
    expect((await signIn(person.email)).json()).toMatchObject({ scope: 'account' })
  })
})
