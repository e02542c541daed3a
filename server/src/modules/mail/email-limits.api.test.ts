import { and, eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { createGroup, createMember } from '../../../test/factories.ts'
import { signedInMember } from '../../../test/sessions.ts'
import { createTestApp } from '../../../test/test-app.ts'
import { companyPlayers, emailOutbox, emailRequests } from '../../db/schema.ts'
import { EMAIL_LIMITS } from './email-limits.ts'

const { app, db } = await createTestApp({ PUBLIC_URL: 'https://bidfut.example' })
const group = await createGroup(db, 'Pelada dos Limites')
const admin = await signedInMember(app, db, group.id, { role: 'administrator' })

const RECENT =
  /^Já enviamos um email para este endereço há pouco\. Tente de novo em (1 minuto|\d\d? segundos)\.$/

type Headers = Record<string, string>
const sendActivation = (playerId: number, headers: Headers = admin.headers) =>
  app.inject({
    method: 'POST',
    url: '/v1/accounts/send-activation-email',
    headers,
    payload: { playerId },
  })

let ip = 0
const publicPost = (url: string, payload: object) =>
  app.inject({ method: 'POST', url: `/v1${url}`, payload, remoteAddress: `10.60.0.${++ip}` })

/** As if a minute had passed since every request counted for `address`. */
const aMinuteLater = (address: string) =>
  db
    .update(emailRequests)
    .set({ createdAt: sql`${emailRequests.createdAt} - interval '61 seconds'` })
    .where(eq(emailRequests.address, address))

const emailsTo = (address: string) =>
  db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, address))

describe('one address', () => {
  it("gets one of 30 'Enviar Email' taps in a burst; the others are told how long to wait", async () => {
    const pending = await createMember(db, group.id, { activated: false })
    const taps = await Promise.all(
      Array.from({ length: 30 }, () => sendActivation(pending.member.id)),
    )
    const statuses = taps.map((tap) => tap.statusCode)
    expect(statuses.filter((s) => s === 200)).toHaveLength(1)
    expect(statuses.filter((s) => s === 429)).toHaveLength(29)
    for (const refused of taps.filter((tap) => tap.statusCode === 429)) {
      const wait = Number(refused.headers['retry-after'])
      expect(wait).toBeGreaterThanOrEqual(1)
      expect(wait).toBeLessThanOrEqual(60)
      expect(refused.json().message).toMatch(RECENT)
    }
    expect(await emailsTo(pending.email)).toHaveLength(1)
  })

  it('waits a minute per kind of email: a sign-up never waits on the activation email', async () => {
    const pending = await createMember(db, group.id, { activated: false })
    const signUp = () =>
      publicPost('/accounts/register', {
        nome: 'Recém Convidado',
        email: pending.email,
        telefone: '11987654321',
        posicao: 'atacante',
        password: 'segredo1',
        confirmPassword: 'segredo1',
        nomeDaPelada: 'Pelada Qualquer',
      })
    expect((await sendActivation(pending.member.id)).statusCode).toBe(200)
    expect((await signUp()).statusCode).toBe(200)
    const again = await signUp()
    expect(again.statusCode).toBe(429)
    expect(again.json().message).toMatch(RECENT)
    expect((await sendActivation(pending.member.id)).statusCode).toBe(429)
  })

  it(`gets ${EMAIL_LIMITS.perAddressPerDay} emails a day, whichever flow asks, then waits hours`, async () => {
    const pending = await createMember(db, group.id, { activated: false })
    const address = pending.email
    const asks = [
      () => sendActivation(pending.member.id),
      () => publicPost('/accounts/forgot-password', { email: address }),
      () =>
        publicPost('/accounts/register', {
          nome: 'Alguém',
          email: address,
          telefone: '11987654321',
          posicao: 'atacante',
          password: 'segredo1',
          confirmPassword: 'segredo1',
          nomeDaPelada: 'Pelada Qualquer',
        }),
      () => sendActivation(pending.member.id),
      () => publicPost('/accounts/forgot-password', { email: address }),
    ]
    for (const ask of asks) {
      expect((await ask()).statusCode).toBe(200)
      await aMinuteLater(address)
    }
    const sixth = await sendActivation(pending.member.id)
    expect(sixth.statusCode).toBe(429)
    const wait = Number(sixth.headers['retry-after'])
    expect(wait).toBeGreaterThan(86_400 - 6 * 61 - 60)
    expect(wait).toBeLessThanOrEqual(86_400 - 5 * 61)
    expect(sixth.json().message).toBe(
      'Já enviamos emails demais para este endereço hoje. Tente de novo em 24 horas.',
    )
  })

  it("toggling a pending member's email back and forth invites the account once", async () => {
    const other = await createGroup(db, 'Outra Pelada')
    const account = await createMember(db, other.id)
    const pending = await createMember(db, group.id, { activated: false, email: 'digitado@x.com' })
    const edit = async (email: string) => {
      const loaded = await app.inject({
        method: 'GET',
        url: `/v1/company-players/edit/${pending.member.id}/${pending.member.id}`,
        headers: admin.headers,
      })
      return app.inject({
        method: 'PUT',
        url: `/v1/company-players/edit/${pending.member.id}/${pending.member.id}`,
        headers: admin.headers,
        payload: { ...(loaded.json() as object), email },
      })
    }
    const statuses = []
    for (let i = 0; i < 10; i++) {
      statuses.push((await edit(i % 2 === 0 ? account.email : 'digitado@x.com')).statusCode)
      // Each change's email goes out before the next change, as when a person clicks.
      await app.jobs.run('account')
    }
    // Each address once; every later change back to the account's address waits (and so
    // changes nothing), so the other edits change nothing either.
    expect(statuses).toEqual([200, 200, 429, 200, 429, 200, 429, 200, 429, 200])
    await app.jobs.run('account')
    const invitations = (await emailsTo(account.email)).filter((m) =>
      m.subject.startsWith('Você foi convidado'),
    )
    expect(invitations).toHaveLength(1)
  })
})

describe('one group', () => {
  it(`sends at most ${EMAIL_LIMITS.perGroupPerDay} organiser emails a day; other groups are not held`, async () => {
    const busy = await createGroup(db, 'Pelada Movimentada')
    const organiser = await signedInMember(app, db, busy.id, { role: 'administrator' })
    // 199 emails already went out today, each to another address.
    await db.insert(emailRequests).values(
      Array.from({ length: EMAIL_LIMITS.perGroupPerDay - 1 }, (_, i) => ({
        scope: 'recipient' as const,
        kind: 'membership' as const,
        address: `jogador${i}@movimentada.com`,
        companyId: busy.id,
      })),
    )
    const first = await createMember(db, busy.id, { activated: false })
    const second = await createMember(db, busy.id, { activated: false })
    expect((await sendActivation(first.member.id, organiser.headers)).statusCode).toBe(200)
    const refused = await sendActivation(second.member.id, organiser.headers)
    expect(refused.statusCode).toBe(429)
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(86_000)
    expect(refused.json().message).toBe(
      'A pelada atingiu o limite de 200 emails por dia. Tente de novo em 24 horas.',
    )
    const added = await app.inject({
      method: 'POST',
      url: '/v1/company-players/create-company-player',
      headers: organiser.headers,
      payload: {
        fullName: 'Novo',
        nickname: 'Novo',
        playerPosition: 'striker',
        typePlayer: 'monthly',
        email: 'novo@movimentada.com',
      },
    })
    expect(added.statusCode).toBe(429)
    const created = await db
      .select()
      .from(companyPlayers)
      .where(and(eq(companyPlayers.companyId, busy.id), eq(companyPlayers.fullName, 'Novo')))
    expect(created).toEqual([])
    const elsewhere = await createMember(db, group.id, { activated: false })
    expect((await sendActivation(elsewhere.member.id)).statusCode).toBe(200)
  })
})

describe('typed text that travels in our emails', () => {
  it('refuses links in the group name, the default place and the BID place', async () => {
    const settings = await app.inject({
      method: 'PUT',
      url: '/v1/groups/settings',
      headers: admin.headers,
      payload: {
        name: 'Suporte Bidfut - confirme sua conta em http://golpe.example',
        defaultLocationGame: 'www.golpe.com',
        forecastCity: null,
        remindersEnabled: true,
        linkPreviews: true,
      },
    })
    expect(settings.statusCode).toBe(400)
    expect(settings.json().errors).toEqual({
      name: 'Não use links neste campo.',
      defaultLocationGame: 'Não use links neste campo.',
    })
    const bid = await app.inject({
      method: 'POST',
      url: '/v1/bids/create-bid',
      headers: admin.headers,
      payload: { dayOfMatch: '2030-05-02T20:00', location: 'Quadra em bit.ly/mapa' },
    })
    expect(bid.statusCode).toBe(400)
    expect(bid.json().errors).toEqual({ location: 'Não use links neste campo.' })
  })
})
