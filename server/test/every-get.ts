import { desc, eq, getTableName, is } from 'drizzle-orm'
import { PgTable } from 'drizzle-orm/pg-core'
import { localDateTimeInDays } from '@bidfut/domain/rules/local-time'
import * as schema from '../src/db/schema/index.ts'
import { newOpaqueToken } from '../src/lib/tokens.ts'
import { createGroup, createMember, PASSWORD } from './factories.ts'
import { apiRoutesOf } from './fuzz/openapi-routes.ts'
import { signedInMember } from './sessions.ts'
import { createTestApp } from './test-app.ts'

const { bidDays, bidPlayers, companies, emailOutbox, reminderLinks } = schema

/**
 * A group with something behind every GET: an open BID with drawn teams, a finished BID, a
 * pending member with an activation link, a member with a reset link, an email change, a
 * sign-up and a reminder waiting, and an invitation to a person of another group. The group
 * predates invite links made with the group (no invite token). Callers: nobody, a member, an
 * organiser and the invited person.
 */
export async function createEveryGetWorld() {
  const { app, db } = await createTestApp()
  const group = await createGroup(db, 'Pelada Antiga')
  await db.update(companies).set({ inviteToken: null }).where(eq(companies.id, group.id))
  const other = await createGroup(db, 'Pelada Vizinha')
  const invitee = await signedInMember(app, db, other.id, { fullName: 'Convidada' })
  const admin = await signedInMember(app, db, group.id, { role: 'administrator', skillLevel: 9 })
  const member = await signedInMember(app, db, group.id, { skillLevel: 7 })
  const pending = await createMember(db, group.id, { activated: false, email: 'nova@teste.com' })
  const api = (method: 'GET' | 'POST' | 'PUT', url: string, headers = {}, payload?: object) =>
    app.inject({ method, url: `/v1${url}`, headers, payload })
  const ok = async (...args: Parameters<typeof api>) => {
    const res = await api(...args)
    if (res.statusCode >= 300) throw new Error(`${args[1]}: ${res.statusCode} ${res.body}`)
    return res
  }

  // The open BID: every regular confirmed, teams drawn.
  for (let i = 0; i < 6; i++) await createMember(db, group.id, { skillLevel: 2 + i })
  const created = await ok('POST', '/bids/create-bid', admin.headers, {
    dayOfMatch: localDateTimeInDays(3, '20:00:00', 'America/Sao_Paulo'),
  })
  const openBidId = created.json().bidDayId as number
  await db.update(bidPlayers).set({ status: 'confirmed' }).where(eq(bidPlayers.bidDayId, openBidId))
  await ok('POST', '/bids/generate-teams-to-play', admin.headers, { quantityOfPlayersEachTeam: 3 })

  const [finished] = await db
    .insert(bidDays)
    .values({
      companyId: group.id,
      number: 99,
      dayOfMatch: '2025-06-05T20:00:00',
      status: 'finished',
      closedAt: new Date(),
    })
    .returning()
  for (const who of [admin, member]) {
    await db.insert(bidPlayers).values({
      companyId: group.id,
      bidDayId: finished!.id,
      companyPlayerId: who.member.id,
      typePlayer: 'monthly',
      skillLevel: who.member.skillLevel,
      status: 'confirmed',
      quantityOfGoals: 1,
    })
  }

  const emailedToken = async (to: string, path: string) => {
    // Public requests leave their emails to the account-jobs worker (ADR 026).
    await app.jobs.run('account')
    const emails = await db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, to))
      .orderBy(desc(emailOutbox.id))
    const found = emails.map((email) => new RegExp(`${path}/([\\w-]+)`).exec(email.textBody))
    return found.find((match) => match !== null)![1]!
  }
  const activationUrl = (
    await ok('POST', '/accounts/generate-temp-url-register', admin.headers, {
      playerId: pending.member.id,
    })
  ).json().url as string
  await ok('POST', '/accounts/forgot-password', {}, { email: member.email })
  await ok('PUT', '/accounts/update-profile', member.headers, {
    fullName: member.member.fullName,
    email: 'trocado@teste.com',
    password: PASSWORD,
  })
  await ok('POST', '/company-players/create-company-player', admin.headers, {
    fullName: 'Convidada',
    nickname: 'Conv',
    playerPosition: 'striker',
    typePlayer: 'sporadic',
    email: invitee.email,
  })
  await ok(
    'POST',
    '/accounts/register',
    {},
    {
      nome: 'Cadastro Novo',
      email: 'cadastro@teste.com',
      telefone: '11987654321',
      posicao: 'atacante',
      password: 'segredo1',
      confirmPassword: 'segredo1',
      nomeDaPelada: 'Pelada Nova',
    },
  )
  const reminder = newOpaqueToken()
  await db.insert(reminderLinks).values({
    tokenHash: reminder.hash,
    companyId: group.id,
    bidDayId: openBidId,
    companyPlayerId: member.member.id,
    expiresAt: new Date(Date.now() + 3 * 86_400_000),
  })
  // The finished BID's craque vote, open, with the member's email link (ADR 039).
  await db.insert(schema.craquePolls).values({
    companyId: group.id,
    bidDayId: finished!.id,
    closesAt: new Date(Date.now() + 86_400_000),
  })
  const craque = newOpaqueToken()
  await db.insert(schema.craqueVoteLinks).values({
    tokenHash: craque.hash,
    companyId: group.id,
    bidDayId: finished!.id,
    companyPlayerId: member.member.id,
  })
  // Signing in without a password and claims (ADR 049): a sign-in link for the organiser, and
  // the invited person of the other group saying they are a pending player of this one.
  await ok('POST', '/accounts/sign-in-link', {}, { email: admin.email })
  const playerLink = await ok(
    'GET',
    `/company-players/${pending.member.id}/player-link`,
    admin.headers,
  )
  const claimed = await createMember(db, group.id, { activated: false, email: 'lista@teste.com' })
  const claim = { token: newOpaqueToken(), email: newOpaqueToken() }
  await db.insert(schema.membershipClaims).values({
    companyId: group.id,
    companyPlayerId: claimed.member.id,
    playerId: invitee.account!.id,
    via: 'group_link',
    claimantName: 'Convidada',
    claimTokenHash: claim.token.hash,
    emailTokenHash: claim.email.hash,
  })
  const otherInvite = 'convite-da-pelada-vizinha-0123456789'
  await db.update(companies).set({ inviteToken: otherInvite }).where(eq(companies.id, other.id))

  const tokens = {
    activation: activationUrl.split('/').pop()!,
    reset: await emailedToken(member.email, '/redefinir-senha'),
    emailChange: await emailedToken('trocado@teste.com', '/confirmar-email'),
    signup: await emailedToken('cadastro@teste.com', '/confirmar-cadastro'),
    reminder: reminder.token,
    craque: craque.token,
    invite: otherInvite,
    signIn: await emailedToken(admin.email, '/entrar'),
    playerLink: (playerLink.json().url as string).split('/jogador/')[1]!,
    claim: claim.token.token,
    claimEmail: claim.email.token,
  }
  const m = member.member.id
  // The member's calendar feed (ADR 037): its token is the credential.
  const calendar = await ok('GET', '/profile/calendar', member.headers)
  const feedPath = new URL(calendar.json().feedUrl as string).pathname
  // The money (ADR 038): settings make the month's charges, one of them the member's.
  await ok('PUT', '/finance/settings', admin.headers, {
    pixKeyType: 'email',
    pixKey: 'caixa@pelada.com',
    receiverName: 'Caixa da Pelada',
    receiverCity: 'São Paulo',
    monthlyFeeCents: 8000,
    gameFeeCents: 2500,
    dueDay: 10,
    courtCostCents: 30000,
  })
  const [charge] = await db
    .select()
    .from(schema.charges)
    .where(eq(schema.charges.companyPlayerId, member.member.id))
  const [shared] = await db
    .select({ token: companies.shareToken })
    .from(companies)
    .where(eq(companies.id, group.id))
  // The routes with parameters (or a required query), given values that reach real data.
  const urls = [
    // The shared pictures (ADR 048): the open BID's teams, the finished BID's night.
    `/v1/share/bids/${openBidId}/teams.png`,
    `/v1/share/bids/${finished!.id}/result.png`,
    `/v1/share/bids/${finished!.id}/craque.png`,
    `/v1/share/players/${m}/season.png`,
    `/v1/share/previews/${shared!.token}.png`,
    `/v1/finance/charges/${charge!.id}`,
    `/v1/accounts/validate-token-register/${tokens.activation}`,
    `/v1/accounts/reset-password/${tokens.reset}`,
    `/v1/accounts/confirm-email-change/${tokens.emailChange}`,
    `/v1/accounts/signup/${tokens.signup}`,
    `/v1/accounts/invite/${tokens.invite}`,
    `/v1/accounts/sign-in-link/${tokens.signIn}`,
    `/v1/accounts/join/player-link/${tokens.playerLink}`,
    `/v1/accounts/join/claims/${tokens.claim}`,
    `/v1/accounts/join/claim-emails/${tokens.claimEmail}`,
    `/v1/company-players/${pending.member.id}/player-link`,
    `/v1/reminders/${tokens.reminder}`,
    `/v1/craque/${tokens.craque}`,
    `/v1/bids/${finished!.id}/night`,
    `/v1/bids/${finished!.id}/craque-voters`,
    `/v1/bids/${openBidId}/whatsapp`,
    `/v1/company-players/edit/${m}/${m}`,
    `/v1/bids/get-sporadic-players/${openBidId}`,
    `/v1/bid-statistics/statistics-bid-details/${finished!.id}`,
    feedPath,
    feedPath.replace(/\.ics$/, `/bids/${openBidId}.ics`),
    '/v1/groups/search-city?name=Campinas',
  ]
  /** Every GET route of the API, with a URL that reaches real data. */
  const getUrls = (await apiRoutesOf(app))
    .filter((route) => route.method === 'GET')
    .map(({ path }) => {
      if (path === '/v1/groups/search-city') return urls.at(-1)!
      if (!path.includes('{')) return path
      const pattern = new RegExp(`^${path.replace(/\{[^}]+\}/g, '[^/?]+')}$`)
      const url = urls.find((candidate) => pattern.test(candidate.split('?')[0]!))
      if (!url) throw new Error(`every-get: no URL for ${path}`)
      return url
    })

  // The setup's emails and pushes go out in the background: each test compares the database
  // before and after its GETs, so the sends it started must be over first.
  await app.jobs.idle('email')
  await app.jobs.idle('push')
  return {
    app,
    db,
    group,
    admin,
    member,
    invitee,
    tokens,
    getUrls,
    callers: { nobody: {}, member: member.headers, admin: admin.headers, invitee: invitee.headers },
  }
}

/** Every row of every table, as one comparable value. */
export async function databaseSnapshot(db: Awaited<ReturnType<typeof createTestApp>>['db']) {
  const tables = (Object.values(schema) as unknown[]).filter((value): value is PgTable =>
    is(value, PgTable),
  )
  const rows: Record<string, unknown[]> = {}
  for (const table of tables) {
    rows[getTableName(table)] = (await db.select().from(table)).sort((a, b) =>
      JSON.stringify(a).localeCompare(JSON.stringify(b)),
    )
  }
  return JSON.stringify(rows)
}
