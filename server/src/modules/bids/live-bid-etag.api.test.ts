import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { createGroup, createMember } from '../../../test/factories.ts'
import { signedInMember } from '../../../test/sessions.ts'
import { createTestApp } from '../../../test/test-app.ts'
import { companyPlayers, emailOutbox } from '../../db/schema.ts'
import { inDays } from './bids.test-kit.ts'

// What the Live BID shows of a member (the nickname, else the name) is written outside the bids
// module too: each such write must change the ETag, or pollers keep a stale body on 304.
const { app, db } = await createTestApp({ PUBLIC_URL: 'https://bidfut.example' })
const group = await createGroup(db, 'Pelada do ETag')
const organiser = await signedInMember(app, db, group.id, { role: 'editor' })
const nicknamed = await createMember(db, group.id)
const person = await signedInMember(app, db, group.id, { fullName: 'Rafael Souza' })
const pending = await createMember(db, group.id, { activated: false, fullName: 'Convidado' })
for (const { member } of [person, pending]) {
  await db.update(companyPlayers).set({ nickname: null }).where(eq(companyPlayers.id, member.id))
}
const created = await app.inject({
  method: 'POST',
  url: '/v1/bids/create-bid',
  headers: organiser.headers,
  payload: { dayOfMatch: inDays(3) },
})
expect(created.statusCode, created.body).toBe(201)

type LivePlayer = { companyPlayerId: number; name: string }

const currentBid = (etag?: string) =>
  app.inject({
    method: 'GET',
    url: '/v1/bids/current-bid',
    headers: { ...organiser.headers, ...(etag ? { 'if-none-match': etag } : {}) },
  })

/** The ETag as a poller holds it, checked to be answered 304 until something changes. */
async function heldEtag() {
  const etag = (await currentBid()).headers.etag as string
  expect((await currentBid(etag)).statusCode).toBe(304)
  return etag
}

async function expectFreshBody(heldEtag: string, companyPlayerId: number, name: string) {
  const res = await currentBid(heldEtag)
  expect(res.statusCode).toBe(200)
  expect(res.headers.etag).not.toBe(heldEtag)
  const players = (res.json().monthly as LivePlayer[]).map((p) => [p.companyPlayerId, p.name])
  expect(players).toContainEqual([companyPlayerId, name])
}

async function editInRegister(companyPlayerId: number, changes: object) {
  const url = `/v1/company-players/edit/${companyPlayerId}/${companyPlayerId}`
  const loaded = await app.inject({ method: 'GET', url, headers: organiser.headers })
  expect(loaded.statusCode, loaded.body).toBe(200)
  const saved = await app.inject({
    method: 'PUT',
    url,
    headers: organiser.headers,
    payload: { ...(loaded.json() as object), ...changes },
  })
  expect(saved.statusCode, saved.body).toBe(200)
}

describe('GET /v1/bids/current-bid after a change made elsewhere', () => {
  it('serves the new nickname from the register to a poller holding the old ETag', async () => {
    const etag = await heldEtag()
    await editInRegister(nicknamed.member.id, { nickname: 'Canhotinha' })
    await expectFreshBody(etag, nicknamed.member.id, 'Canhotinha')
  })

  it("serves a person's new name from their own profile", async () => {
    const etag = await heldEtag()
    const res = await app.inject({
      method: 'PUT',
      url: '/v1/accounts/update-profile',
      headers: person.headers,
      payload: {
        fullName: 'Rafael Souza Lima',
        email: person.email,
        phone: '31912345678',
        birthDate: '1994-02-10T00:00:00',
        favoriteTeam: 'cruzeiro',
        playerPosition: 'defender',
      },
    })
    expect(res.statusCode, res.body).toBe(200)
    await expectFreshBody(etag, person.member.id, 'Rafael Souza Lima')
  })

  it('serves the name a pending member gives when the activation is confirmed', async () => {
    const link = await app.inject({
      method: 'POST',
      url: '/v1/accounts/generate-temp-url-register',
      headers: organiser.headers,
      payload: { playerId: pending.member.id },
    })
    expect(link.statusCode, link.body).toBe(200)
    const etag = await heldEtag()
    const activated = await app.inject({
      method: 'POST',
      url: '/v1/accounts/activate-user-from-token',
      payload: {
        token: link.json().url.split('/').pop(),
        fullName: 'Paulo César Freitas',
        email: 'paulo@exemplo.com',
        birthDate: '1991-07-15T00:00:00',
        phone: '21987654321',
        favoriteTeam: 'flamengo',
        playerPosition: 'defender',
        newPassword: 'nova-senha',
        confirmNewPassword: 'nova-senha',
      },
    })
    expect(activated.statusCode, activated.body).toBe(200)
    // The account, and the name, come with the tap on the emailed link (ADR 026).
    await app.jobs.run('account')
    const [mail] = await db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, 'paulo@exemplo.com'))
    const token = /confirmar-cadastro\/([\w-]+)/.exec(mail!.textBody)![1]
    const confirmed = await app.inject({
      method: 'POST',
      url: '/v1/accounts/signup/confirm',
      payload: { token },
    })
    expect(confirmed.statusCode, confirmed.body).toBe(200)
    await expectFreshBody(etag, pending.member.id, 'Paulo César Freitas')
  })
})
