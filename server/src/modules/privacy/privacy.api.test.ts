import { getTableName, is, sql, eq, and } from 'drizzle-orm'
import { PgTable } from 'drizzle-orm/pg-core'
import { strFromU8, unzipSync } from 'fflate'
import { describe, expect, it } from 'vitest'
import * as schema from '../../db/schema/index.ts'
import { calendarFeeds } from '../../db/schema/accounts.ts'
import { bidDays, bidPlayers } from '../../db/schema/bids.ts'
import { chargeEvents, charges } from '../../db/schema/finance.ts'
import { companyPlayers, membershipClaims, refreshTokens } from '../../db/schema/memberships.ts'
import { emailOutbox, pushOutbox, pushSubscriptions } from '../../db/schema/messages.ts'
import {
  craquePolls,
  craqueVoteLinks,
  craqueVotes,
  memberRatings,
} from '../../db/schema/results.ts'
import { oidcIdentities, passkeys } from '../../db/schema/sign-in.ts'
import {
  bearer,
  createGroup,
  createMember,
  joinGroup,
  login,
  PASSWORD,
} from '../../../test/factories.ts'
import { withoutRequestId } from '../../../test/error-body.ts'
import { createTestApp } from '../../../test/test-app.ts'
import { LABELS } from './export-html.ts'
import { EXPORT_LIMIT } from './privacy.routes.ts'
import { PERSONAL_DATA } from './personal-data.ts'

const { app, db } = await createTestApp()

const schemaTables = Object.values(schema as Record<string, unknown>).flatMap((value) =>
  is(value, PgTable) ? [getTableName(value)] : [],
)

describe('PERSONAL_DATA walks the schema', () => {
  it.each(schemaTables)('%s says what the export and an erasure do with it', (table) => {
    expect(
      PERSONAL_DATA[table],
      `table ${table} is missing from PERSONAL_DATA: add it to its area's server/src/modules/privacy/personal-data-*.ts`,
    ).toBeDefined()
  })

  it('names only tables the schema has', () => {
    expect(Object.keys(PERSONAL_DATA).filter((t) => !schemaTables.includes(t))).toEqual([])
  })
})

/** A person in two groups with games, sessions and an email queued; a neighbour with secrets. */
let people = 0
async function person() {
  people += 1
  const a = await createGroup(db, 'Pelada A')
  const b = await createGroup(db, 'Pelada B')
  const me = await createMember(db, a.id, { fullName: 'Zé Exportado', role: 'member' })
  const mine = await joinGroup(db, b.id, me.account!, 'member')
  const admin = await createMember(db, a.id, { role: 'administrator', fullName: 'Admin A' })
  await createMember(db, b.id, { role: 'administrator', fullName: 'Admin B' })
  const neighbour = await createMember(db, a.id, {
    fullName: 'Vizinho Secreto',
    email: `vizinho.secreto${people}@teste.com`,
  })
  await db
    .update(companyPlayers)
    .set({ phone: '11 99999-0000', birthDate: '1990-01-02' })
    .where(eq(companyPlayers.id, neighbour.member.id))
  const [bid] = await db
    .insert(bidDays)
    .values({ companyId: a.id, number: 1, dayOfMatch: '2026-01-10T20:00:00', status: 'finished' })
    .returning()
  await db.insert(bidPlayers).values([
    {
      companyId: a.id,
      bidDayId: bid!.id,
      companyPlayerId: me.member.id,
      typePlayer: 'monthly',
      status: 'confirmed',
      quantityOfGoals: 3,
    },
    {
      companyId: a.id,
      bidDayId: bid!.id,
      companyPlayerId: neighbour.member.id,
      typePlayer: 'monthly',
      status: 'confirmed',
      quantityOfGoals: 2,
    },
  ])
  await db.insert(emailOutbox).values({
    dedupeKey: `lembrete-${me.member.id}`,
    toAddress: me.email,
    subject: 'Lembrete do BID',
    textBody: 'Vai jogar?',
  })
  const session = await login(app, me.email)
  return {
    a,
    b,
    me,
    mine,
    admin,
    neighbour,
    bid: bid!,
    session,
    headers: bearer(session.accessToken),
  }
}

const exportOf = (headers: Record<string, string>) =>
  app.inject({ method: 'GET', url: '/v1/me/data-export', headers })

describe('GET /v1/me/data-export', () => {
  it('zips every table’s rows about the person, as JSON and a readable index, and nobody else’s private fields', async () => {
    const p = await person()
    // An organiser's change to the person's entry is theirs to see too.
    const admin = await login(app, p.admin.email)
    const res = await exportOf(p.headers)
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('application/zip')
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="bidfut-meus-dados-/)
    const files = unzipSync(res.rawPayload)
    expect(Object.keys(files).sort()).toEqual(['index.html', 'meus-dados.json'])
    const data = JSON.parse(strFromU8(files['meus-dados.json']!)) as Record<string, unknown[]>
    const exported = Object.entries(PERSONAL_DATA).filter(([, e]) => 'export' in e)
    for (const [table] of exported) expect(data, table).toHaveProperty(table)
    expect(data.players).toEqual([
      expect.objectContaining({ email: p.me.email, fullName: 'Zé Exportado' }),
    ])
    expect(data.players![0]).not.toHaveProperty('passwordHash')
    expect(data.company_players).toHaveLength(2)
    expect(data.bid_players).toEqual([expect.objectContaining({ group: 'Pelada A', goals: 3 })])
    expect(data.refresh_tokens!.length).toBeGreaterThan(0)
    expect(data.email_outbox).toEqual([expect.objectContaining({ subject: 'Lembrete do BID' })])
    const text = strFromU8(files['meus-dados.json']!) + strFromU8(files['index.html']!)
    for (const secret of [
      'vizinho.secreto',
      '99999-0000',
      '1990-01-02',
      'Vizinho Secreto',
      p.admin.email,
    ]) {
      expect(text).not.toContain(secret)
    }
    expect(text).not.toMatch(/password_?hash|token_?hash/i)
    const html = strFromU8(files['index.html']!)
    expect(html).toContain('<h1>Meus dados no Bidfut</h1>')
    expect(html).toContain('Participações nas peladas (2)')
    // For a person: pt-BR labels, values as the app shows them, local times, never raw codes.
    expect(html).toContain('<dt>Nome completo</dt><dd>Zé Exportado</dd>')
    expect(html).not.toMatch(/<dt>[^<]*[a-z][A-Z][^<]*<\/dt>/u)
    const rowsOfAll = Object.values(data).filter(Array.isArray) as object[][]
    const columns = new Set(rowsOfAll.flat().flatMap((row) => Object.keys(row)))
    expect(
      [...columns].filter((key) => !LABELS[key]),
      'columns without a label',
    ).toEqual([])
    expect(html).not.toMatch(/\d{4}-\d{2}-\d{2}T\d{2}/u)
    expect(html).not.toMatch(/<dd>(finished|monthly|midfielder|confirmed|member)<\/dd>/u)
    expect(html).toMatch(/Exportado em \d{2}\/\d{2}\/\d{4},? \d{2}:\d{2} \(horário de Brasília\)/u)
    // The JSON stays as it was: codes and ISO instants.
    expect(strFromU8(files['meus-dados.json']!)).toMatch(/"exportedAt": "\d{4}-\d{2}-\d{2}T/u)
    void admin
  })

  it('is limited per account: the next one waits, with Retry-After and the wait in words', async () => {
    const p = await person()
    for (let i = 0; i < EXPORT_LIMIT.max; i++)
      expect((await exportOf(p.headers)).statusCode).toBe(200)
    const refused = await exportOf(p.headers)
    expect(refused.statusCode).toBe(429)
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
    expect(refused.json().message).toMatch(
      /^Você já baixou os seus dados há pouco\. Aguarde \d+ (minutos?|horas?) e tente de novo\.$/,
    )
    // Another account is not held back by it.
    const other = await person()
    expect((await exportOf(other.headers)).statusCode).toBe(200)
  })

  it('streams a 10-season account whole', async () => {
    const p = await person()
    // 10 seasons of weekly games: 520 BIDs with the person in each.
    const bids = await db
      .insert(bidDays)
      .values(
        Array.from({ length: 520 }, (_, i) => ({
          companyId: p.a.id,
          number: 100 + i,
          dayOfMatch: new Date(Date.UTC(2016, 0, 1) + i * 7 * 86_400_000)
            .toISOString()
            .slice(0, 19),
          status: 'finished' as const,
        })),
      )
      .returning({ id: bidDays.id })
    await db.insert(bidPlayers).values(
      bids.map((bid) => ({
        companyId: p.a.id,
        bidDayId: bid.id,
        companyPlayerId: p.me.member.id,
        typePlayer: 'monthly' as const,
        status: 'confirmed' as const,
        quantityOfGoals: 1,
      })),
    )
    const res = await exportOf(p.headers)
    expect(res.statusCode).toBe(200)
    const data = JSON.parse(strFromU8(unzipSync(res.rawPayload)['meus-dados.json']!))
    expect(data.bid_players).toHaveLength(521)
  })
})

const deleteAccount = (headers: Record<string, string>, payload: object) =>
  app.inject({ method: 'POST', url: '/v1/me/delete-account', headers, payload })

const goalsOf = async (companyId: number) =>
  (
    await db
      .select({ goals: sql<number>`sum(${bidPlayers.quantityOfGoals})::int` })
      .from(bidPlayers)
      .where(eq(bidPlayers.companyId, companyId))
  )[0]!.goals

describe('POST /v1/me/delete-account', () => {
  it('refuses a wrong password or confirmation and changes nothing', async () => {
    const p = await person()
    const wrong = await deleteAccount(p.headers, { password: 'errada123', confirmation: 'EXCLUIR' })
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json().message).toBe('Senha incorreta. Nada foi excluído.')
    // The page asks for 'EXCLUIR': a typo or another case is not it.
    for (const confirmation of ['excluri', 'excluir', 'Excluir']) {
      const typo = await deleteAccount(p.headers, { password: PASSWORD, confirmation })
      expect(typo.statusCode).toBe(400)
      expect(typo.json().errors.confirmation).toBe('Digite EXCLUIR para confirmar')
    }
    expect((await login(app, p.me.email)).accessToken).toBeTruthy()
  })

  it('asks the last administrator to hand the group over first', async () => {
    const p = await person()
    const adminSession = await login(app, p.admin.email)
    const res = await deleteAccount(bearer(adminSession.accessToken), {
      password: PASSWORD,
      confirmation: 'EXCLUIR',
    })
    expect(res.statusCode).toBe(409)
    expect(res.json().message).toBe(
      'Você é o único administrador de Pelada A. Antes de excluir a sua conta, passe a administração para outra pessoa em Jogadores (perfil de acesso Administrador) ou encerre a pelada em Configurações.',
    )
  })

  it('lets the last administrator go once the group is being closed', async () => {
    const p = await person()
    const adminSession = await login(app, p.admin.email)
    const headers = bearer(adminSession.accessToken)
    const closed = await app.inject({ method: 'POST', url: '/v1/groups/close', headers })
    expect(closed.statusCode).toBe(200)
    const res = await deleteAccount(headers, { password: PASSWORD, confirmation: 'EXCLUIR' })
    expect(res.statusCode, res.body).toBe(200)
  })

  it('erases the person everywhere, keeps every total, ends sessions, links and queued emails', async () => {
    const p = await person()
    const totals = [await goalsOf(p.a.id), await goalsOf(p.b.id)]
    const res = await deleteAccount(p.headers, { password: PASSWORD, confirmation: 'EXCLUIR' })
    expect(res.statusCode).toBe(200)
    expect(res.json().message).toBe('Sua conta foi excluída.')
    expect([await goalsOf(p.a.id), await goalsOf(p.b.id)]).toEqual(totals)
    const rows = await db
      .select()
      .from(companyPlayers)
      .where(sql`${companyPlayers.id} in (${p.me.member.id}, ${p.mine.id})`)
    for (const row of rows) {
      expect(row).toMatchObject({
        fullName: `Ex-jogador #${row.id}`,
        email: null,
        phone: null,
        playerId: null,
        photoUrl: null,
      })
      expect(row.deletedAt).not.toBeNull()
    }
    // The admin's list shows the anonymous name in the game.
    const entries = await db
      .select({ n: bidPlayers.quantityOfGoals })
      .from(bidPlayers)
      .where(and(eq(bidPlayers.companyPlayerId, p.me.member.id)))
    expect(entries).toEqual([{ n: 3 }])
    // No sign-in, no session, no queued email.
    const signIn = await app.inject({
      method: 'POST',
      url: '/v1/accounts/login',
      payload: { email: p.me.email, password: PASSWORD, keepLogged: false },
    })
    expect(signIn.statusCode, signIn.body).toBe(401)
    const refresh = await app.inject({
      method: 'POST',
      url: '/v1/accounts/refresh-token',
      payload: { refreshToken: p.session.refreshToken, companyPlayerId: p.me.member.id },
    })
    expect(refresh.statusCode, refresh.body).toBe(401)
    const live = await db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.companyPlayerId, p.me.member.id))
    expect(live.every((t) => t.revokedAt !== null)).toBe(true)
    expect(
      await db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, p.me.email)),
    ).toEqual([])
    // The email is free for a new account.
    const again = await createMember(db, p.a.id, { email: p.me.email, fullName: 'Zé de Novo' })
    expect(again.account?.email).toBe(p.me.email)
  })
})

/** The person's money, devices, calendar link, vote and rating, as the four features leave them. */
async function withFeatures(p: Awaited<ReturnType<typeof person>>) {
  const [charge] = await db
    .insert(charges)
    .values({
      companyId: p.a.id,
      companyPlayerId: p.me.member.id,
      kind: 'one_off',
      description: 'Churrasco',
      amountCents: 4500,
      dueDate: '2026-01-10',
    })
    .returning()
  await db.insert(chargeEvents).values({
    companyId: p.a.id,
    chargeId: charge!.id,
    actorCompanyPlayerId: p.me.member.id,
    actorName: 'Zé Exportado',
    action: 'reported',
    note: 'Jogador informou que pagou',
  })
  const [device] = await db
    .insert(pushSubscriptions)
    .values({
      playerId: p.me.account!.id,
      endpoint: `https://fcm.googleapis.com/fcm/send/segredo-${p.me.member.id}`,
      p256dh: 'chave-p256dh',
      auth: 'chave-auth',
      kinds: ['reminder'],
    })
    .returning()
  await db.insert(pushOutbox).values({
    subscriptionId: device!.id,
    dedupeKey: `lembrete:${p.me.member.id}`,
    payload: { title: 'Lembrete do BID' },
  })
  await db.insert(calendarFeeds).values({ playerId: p.me.account!.id, generation: 2 })
  await db
    .insert(craquePolls)
    .values({ companyId: p.a.id, bidDayId: p.bid.id, closesAt: new Date(), closedAt: new Date() })
  await db.insert(craqueVotes).values({
    companyId: p.a.id,
    bidDayId: p.bid.id,
    voterId: p.me.member.id,
    candidateId: p.neighbour.member.id,
  })
  await db.insert(craqueVoteLinks).values({
    tokenHash: `hash-${p.me.member.id}`,
    companyId: p.a.id,
    bidDayId: p.bid.id,
    companyPlayerId: p.me.member.id,
  })
  await db
    .insert(memberRatings)
    .values({ companyId: p.a.id, companyPlayerId: p.me.member.id, mu: 27, sigma: 4, games: 6 })
  return { charge: charge!, device: device! }
}

describe('an erased account’s calendar feed (issue 38)', () => {
  it('answers the same 404 for ever at its old and its current links', async () => {
    const p = await person()
    const path = (url: string) => url.slice(url.indexOf('/v1') + '/v1'.length)
    const get = (url: string) => app.inject({ method: 'GET', url: `/v1${path(url)}` })
    const links = await app.inject({
      method: 'GET',
      url: '/v1/profile/calendar',
      headers: p.headers,
    })
    const first = links.json() as { feedUrl: string; eventBaseUrl: string }
    expect((await get(first.feedUrl)).statusCode).toBe(200)
    const renewed = await app.inject({
      method: 'POST',
      url: '/v1/profile/calendar/renew',
      headers: p.headers,
    })
    const current = renewed.json() as { feedUrl: string; eventBaseUrl: string }
    const revoked = await get(first.feedUrl)
    expect(revoked.statusCode).toBe(404)
    expect((await get(current.feedUrl)).statusCode).toBe(200)

    const res = await deleteAccount(p.headers, { password: PASSWORD, confirmation: 'EXCLUIR' })
    expect(res.statusCode, res.body).toBe(200)
    for (const url of [
      first.feedUrl,
      current.feedUrl,
      `${first.eventBaseUrl}${p.bid.id}.ics`,
      `${current.eventBaseUrl}${p.bid.id}.ics`,
    ]) {
      const after = await get(url)
      expect(after.statusCode, url).toBe(404)
      expect(withoutRequestId(after.body)).toBe(withoutRequestId(revoked.body))
    }
  })
})

describe('the calendar, money, push and craque data (ADR 037–041)', () => {
  it('are in the export, without a device’s endpoint or keys', async () => {
    const p = await person()
    await withFeatures(p)
    const files = unzipSync((await exportOf(p.headers)).rawPayload)
    const data = JSON.parse(strFromU8(files['meus-dados.json']!)) as Record<string, unknown[]>
    expect(data.charges).toEqual([
      expect.objectContaining({ description: 'Churrasco', amountCents: 4500, status: 'open' }),
    ])
    expect(data.charge_events).toEqual([
      expect.objectContaining({ action: 'reported', byMe: true }),
    ])
    expect(data.push_subscriptions).toEqual([
      expect.objectContaining({ service: 'fcm.googleapis.com', kinds: ['reminder'] }),
    ])
    expect(data.push_outbox).toEqual([
      expect.objectContaining({ payload: { title: 'Lembrete do BID' } }),
    ])
    expect(data.calendar_feeds).toEqual([expect.objectContaining({ generation: 2 })])
    expect(data.craque_votes).toEqual([expect.objectContaining({ bid: 1 })])
    expect(data.craque_vote_links).toHaveLength(1)
    expect(data.member_ratings).toEqual([expect.objectContaining({ games: 6 })])
    const text = strFromU8(files['meus-dados.json']!) + strFromU8(files['index.html']!)
    for (const secret of ['segredo-', 'chave-p256dh', 'chave-auth', `hash-${p.me.member.id}`]) {
      expect(text).not.toContain(secret)
    }
    expect(strFromU8(files['index.html']!)).toContain('Cobranças (1)')
  })

  it('an erasure keeps the charge and the vote counted, and deletes the devices, feed and rating', async () => {
    const p = await person()
    const { charge } = await withFeatures(p)
    const res = await deleteAccount(p.headers, { password: PASSWORD, confirmation: 'EXCLUIR' })
    expect(res.statusCode, res.body).toBe(200)
    expect(await db.select().from(charges).where(eq(charges.id, charge.id))).toEqual([
      expect.objectContaining({ amountCents: 4500, status: 'open' }),
    ])
    expect(
      await db
        .select({ name: chargeEvents.actorName })
        .from(chargeEvents)
        .where(eq(chargeEvents.chargeId, charge.id)),
    ).toEqual([{ name: `Ex-jogador #${p.me.member.id}` }])
    expect(
      await db.select().from(craqueVotes).where(eq(craqueVotes.voterId, p.me.member.id)),
    ).toHaveLength(1)
    const gone = await Promise.all([
      db.select().from(pushSubscriptions).where(eq(pushSubscriptions.playerId, p.me.account!.id)),
      db
        .select()
        .from(pushOutbox)
        .where(eq(pushOutbox.dedupeKey, `lembrete:${p.me.member.id}`)),
      db.select().from(calendarFeeds).where(eq(calendarFeeds.playerId, p.me.account!.id)),
      db.select().from(memberRatings).where(eq(memberRatings.companyPlayerId, p.me.member.id)),
      db.select().from(craqueVoteLinks).where(eq(craqueVoteLinks.companyPlayerId, p.me.member.id)),
    ])
    expect(gone.map((rows) => rows.length)).toEqual([0, 0, 0, 0, 0])
  })
})

describe('passkeys, Google identities and claims (ADR 049)', () => {
  async function withSignIn(p: Awaited<ReturnType<typeof person>>) {
    const playerId = p.me.account!.id
    await db.insert(passkeys).values({
      playerId,
      name: 'Celular do Zé',
      credentialId: `credencial-secreta-${playerId}`,
      publicKey: `chave-publica-${playerId}`,
      deviceType: 'multiDevice',
      backedUp: true,
    })
    await db
      .insert(oidcIdentities)
      .values({ issuer: 'https://accounts.google.com', subject: `g-${playerId}`, playerId })
    const pasted = await createMember(db, p.b.id, { activated: false, fullName: 'Zé da Lista' })
    await db.insert(membershipClaims).values({
      companyId: p.b.id,
      companyPlayerId: pasted.member.id,
      playerId,
      via: 'group_link',
      claimantName: 'Zé Exportado',
      claimTokenHash: `hash-claim-${playerId}`,
    })
  }

  it('are in the export without the credential or its key, and erased with the account', async () => {
    const p = await person()
    await withSignIn(p)
    const files = unzipSync((await exportOf(p.headers)).rawPayload)
    const data = JSON.parse(strFromU8(files['meus-dados.json']!)) as Record<string, unknown[]>
    expect(data.passkeys).toEqual([
      expect.objectContaining({ name: 'Celular do Zé', synced: true }),
    ])
    expect(data.oidc_identities).toEqual([
      expect.objectContaining({ issuer: 'https://accounts.google.com' }),
    ])
    expect(data.membership_claims).toEqual([
      expect.objectContaining({ group: 'Pelada B', nameGiven: 'Zé Exportado', status: 'pending' }),
    ])
    const text = strFromU8(files['meus-dados.json']!)
    for (const secret of ['credencial-secreta-', 'chave-publica-', 'hash-claim-']) {
      expect(text).not.toContain(secret)
    }
    const res = await deleteAccount(p.headers, { password: PASSWORD, confirmation: 'EXCLUIR' })
    expect(res.statusCode, res.body).toBe(200)
    const playerId = p.me.account!.id
    const left = await Promise.all([
      db.select().from(passkeys).where(eq(passkeys.playerId, playerId)),
      db.select().from(oidcIdentities).where(eq(oidcIdentities.playerId, playerId)),
      db.select().from(membershipClaims).where(eq(membershipClaims.playerId, playerId)),
    ])
    expect(left.map((rows) => rows.length)).toEqual([0, 0, 0])
  })
})
