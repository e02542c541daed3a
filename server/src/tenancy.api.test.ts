import { eq, inArray, or } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { createGroup, createMember } from '../test/factories.ts'
import { signedInMember } from '../test/sessions.ts'
import { createTestApp } from '../test/test-app.ts'
import {
  accountTokens,
  bidDays,
  bidPlayers,
  charges,
  companies,
  companyPlayers,
  invitations,
  players,
  refreshTokens,
} from './db/schema.ts'

// Every /v1 route, called as an anonymous client, as a member of group A, and as an organiser of
// group B holding group A's ids. Nothing of group A may change, and the status must say no.
const { app, db } = await createTestApp()
const groupA = await createGroup(db, 'Pelada A')
const groupB = await createGroup(db, 'Pelada B')
const admin = await signedInMember(app, db, groupA.id, { role: 'administrator' })
const member = await signedInMember(app, db, groupA.id, { role: 'member' })
const pending = await createMember(db, groupA.id, { activated: false })
const outsider = await signedInMember(app, db, groupB.id, { role: 'administrator' })
const bMember = await createMember(db, groupB.id)

const post = (url: string, headers: Record<string, string>, payload?: object) =>
  app.inject({ method: 'POST', url: `/v1${url}`, headers, payload })

const activationUrl = (
  await post('/accounts/generate-temp-url-register', admin.headers, {
    playerId: pending.member.id,
  })
).json().url as string
const activationToken = activationUrl.split('/').pop()!
const inviteUrl = (
  await app.inject({
    method: 'GET',
    url: '/v1/company-players/invite-link',
    headers: admin.headers,
  })
).json().url as string
const inviteToken = new URL(inviteUrl).searchParams.get('convite')!
// Group A invites a member of group B: the invitation is B's member's, not B's organiser's.
const invited = await post('/company-players/create-company-player', admin.headers, {
  fullName: 'Convidado',
  nickname: 'Conv',
  playerPosition: 'striker',
  typePlayer: 'sporadic',
  email: bMember.email,
})
// The worker, not the request, writes the invitation (ADR 026).
await app.jobs.run('account')
const [invitation] = await db
  .select()
  .from(invitations)
  .where(eq(invitations.companyPlayerId, invited.json().id))
const dayOfMatch = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10) + 'T20:00:00'
const bid = await app.inject({
  method: 'POST',
  url: '/v1/bids/create-bid',
  headers: admin.headers,
  payload: { dayOfMatch, location: 'Arena A' },
})
const bidDayId = bid.json().bidDayId as number
expect(bidDayId).toBeGreaterThan(0)
// A finished BID for the history: the only kind its details route answers.
const [finished] = await db
  .insert(bidDays)
  .values({
    companyId: groupA.id,
    number: 99,
    dayOfMatch: '2025-06-05T20:00:00',
    status: 'finished',
    closedAt: new Date(),
  })
  .returning()
await db.insert(bidPlayers).values({
  companyId: groupA.id,
  bidDayId: finished!.id,
  companyPlayerId: member.member.id,
  typePlayer: 'monthly',
  status: 'confirmed',
  quantityOfGoals: 2,
})
// The money (ADR 038): group A charges a member who is not the caller 'member'.
const [charge] = await db
  .insert(charges)
  .values({
    companyId: groupA.id,
    companyPlayerId: pending.member.id,
    kind: 'one_off',
    description: 'Churrasco',
    amountCents: 5000,
    dueDate: '2026-12-20',
  })
  .returning()
const a = {
  charge: charge!.id,
  bid: bidDayId,
  finishedBid: finished!.id,
  cp: member.member.id,
  pending: pending.member.id,
}

type Route = {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE'
  path: string
  url: string
  body?: object
  access: 'public' | 'member' | 'organiser'
  /** The URL or body names group A's rows: group B's organiser must get a 4xx. */
  namesGroupA?: boolean
}

const stat = (path: string, body: object): Route => ({
  method: 'PUT',
  path: `/v1/bids/${path}/{bidDayId}/{companyPlayerId}`,
  url: `/v1/bids/${path}/${a.bid}/${a.cp}`,
  body,
  access: 'member',
  namesGroupA: true,
})

const routes: Route[] = [
  { method: 'GET', path: '/v1/health', url: '/v1/health', access: 'public' },
  { method: 'GET', path: '/v1/health/live', url: '/v1/health/live', access: 'public' },
  {
    method: 'POST',
    path: '/v1/accounts/login',
    url: '/v1/accounts/login',
    body: { email: member.email, password: 'errada!', keepLogged: false },
    access: 'public',
  },
  {
    method: 'POST',
    path: '/v1/accounts/refresh-token',
    url: '/v1/accounts/refresh-token',
    body: { refreshToken: 'x'.repeat(43), companyPlayerId: a.cp },
    access: 'public',
  },
  { method: 'POST', path: '/v1/accounts/logout', url: '/v1/accounts/logout', access: 'member' },
  {
    method: 'GET',
    path: '/v1/accounts/get-profile',
    url: '/v1/accounts/get-profile',
    access: 'member',
  },
  {
    method: 'GET',
    path: '/v1/accounts/my-groups',
    url: '/v1/accounts/my-groups',
    access: 'member',
  },
  {
    method: 'POST',
    path: '/v1/accounts/switch-group',
    url: '/v1/accounts/switch-group',
    body: { companyPlayerId: a.cp },
    access: 'member',
    namesGroupA: true,
  },
  {
    method: 'POST',
    path: '/v1/accounts/generate-temp-url-register',
    url: '/v1/accounts/generate-temp-url-register',
    body: { playerId: a.pending, renew: true },
    access: 'organiser',
    namesGroupA: true,
  },
  {
    method: 'POST',
    path: '/v1/accounts/send-activation-email',
    url: '/v1/accounts/send-activation-email',
    body: { playerId: a.pending },
    access: 'organiser',
    namesGroupA: true,
  },
  {
    method: 'GET',
    path: '/v1/accounts/validate-token-register/{token}',
    url: `/v1/accounts/validate-token-register/${activationToken}`,
    access: 'public',
  },
  {
    method: 'POST',
    path: '/v1/accounts/activate-user-from-token',
    url: '/v1/accounts/activate-user-from-token',
    body: {
      token: 'nao-existe',
      fullName: 'X',
      email: 'x@x.com',
      birthDate: '1990-01-01',
      phone: '11999999999',
      playerPosition: 'striker',
      newPassword: 'abcdef',
      confirmNewPassword: 'abcdef',
    },
    access: 'public',
  },
  {
    method: 'POST',
    path: '/v1/accounts/join-from-token',
    url: '/v1/accounts/join-from-token',
    body: { token: activationToken, email: outsider.email, password: 'errada!' },
    access: 'public',
  },
  {
    method: 'POST',
    path: '/v1/accounts/register',
    url: '/v1/accounts/register',
    body: {
      nome: 'Y',
      email: member.email,
      telefone: '11999999999',
      posicao: 'atacante',
      password: 'abcdef',
      confirmPassword: 'abcdef',
      convite: inviteToken,
    },
    access: 'public',
  },
  // The emailed confirmation link is the credential; an unknown one names nothing.
  {
    method: 'GET',
    path: '/v1/accounts/signup/{token}',
    url: `/v1/accounts/signup/${'x'.repeat(43)}`,
    access: 'public',
  },
  {
    method: 'POST',
    path: '/v1/accounts/signup/confirm',
    url: '/v1/accounts/signup/confirm',
    body: { token: 'x'.repeat(43) },
    access: 'public',
  },
  // A group's invite link lets anyone holding it join as an avulso (ADR 003): not a tenancy
  // question, so an unknown invite here.
  {
    method: 'POST',
    path: '/v1/accounts/join-by-invite',
    url: '/v1/accounts/join-by-invite',
    body: { convite: 'nao-existe' },
    access: 'member',
  },
  {
    method: 'GET',
    path: '/v1/accounts/invite/{token}',
    url: `/v1/accounts/invite/${inviteToken}`,
    access: 'public',
  },
  {
    method: 'POST',
    path: '/v1/accounts/forgot-password',
    url: '/v1/accounts/forgot-password',
    body: { email: 'ninguem@exemplo.com' },
    access: 'public',
  },
  {
    method: 'GET',
    path: '/v1/accounts/reset-password/{token}',
    url: '/v1/accounts/reset-password/nao-existe',
    access: 'public',
  },
  {
    method: 'POST',
    path: '/v1/accounts/reset-password',
    url: '/v1/accounts/reset-password',
    body: { token: 'nao-existe', newPassword: 'abcdef', confirmNewPassword: 'abcdef' },
    access: 'public',
  },
  {
    method: 'PUT',
    path: '/v1/accounts/update-profile',
    url: '/v1/accounts/update-profile',
    body: { fullName: 'Mudado', email: member.email },
    access: 'member',
  },
  {
    method: 'GET',
    path: '/v1/accounts/confirm-email-change/{token}',
    url: '/v1/accounts/confirm-email-change/nao-existe',
    access: 'public',
  },
  {
    method: 'POST',
    path: '/v1/accounts/confirm-email-change',
    url: '/v1/accounts/confirm-email-change',
    body: { token: 'nao-existe' },
    access: 'public',
  },
  {
    method: 'GET',
    path: '/v1/profile/reminder-emails',
    url: '/v1/profile/reminder-emails',
    access: 'member',
  },
  {
    method: 'PUT',
    path: '/v1/profile/reminder-emails',
    url: '/v1/profile/reminder-emails',
    body: { receiveReminderEmails: false },
    access: 'member',
  },
  // The token is the credential (ADR 007); an unknown one names nothing and changes nothing.
  {
    method: 'GET',
    path: '/v1/reminders/{token}',
    url: `/v1/reminders/${'x'.repeat(43)}`,
    access: 'public',
  },
  {
    method: 'POST',
    path: '/v1/reminders/{token}/answer',
    url: `/v1/reminders/${'x'.repeat(43)}/answer`,
    body: { answer: 'vou' },
    access: 'public',
  },
  {
    method: 'POST',
    path: '/v1/reminders/{token}/unsubscribe',
    url: `/v1/reminders/${'x'.repeat(43)}/unsubscribe`,
    access: 'public',
  },
  {
    method: 'GET',
    path: '/v1/accounts/invitations',
    url: '/v1/accounts/invitations',
    access: 'member',
  },
  {
    method: 'POST',
    path: '/v1/accounts/invitations/{id}/accept',
    url: `/v1/accounts/invitations/${invitation!.id}/accept`,
    access: 'member',
    namesGroupA: true,
  },
  {
    method: 'POST',
    path: '/v1/accounts/invitations/{id}/decline',
    url: `/v1/accounts/invitations/${invitation!.id}/decline`,
    access: 'member',
    namesGroupA: true,
  },
  {
    method: 'POST',
    path: '/v1/accounts/upload-image-profile',
    url: '/v1/accounts/upload-image-profile',
    access: 'member',
  },
  {
    method: 'DELETE',
    path: '/v1/accounts/profile-image',
    url: '/v1/accounts/profile-image',
    access: 'member',
  },
  {
    method: 'GET',
    path: '/v1/company-players/list',
    url: '/v1/company-players/list',
    access: 'organiser',
  },
  {
    method: 'POST',
    path: '/v1/company-players/create-company-player',
    url: '/v1/company-players/create-company-player',
    body: {
      fullName: 'Novo',
      nickname: 'Novo',
      playerPosition: 'striker',
      typePlayer: 'monthly',
      email: pending.email,
    },
    access: 'organiser',
  },
  {
    method: 'GET',
    path: '/v1/company-players/edit/{playerId}/{companyPlayerId}',
    url: `/v1/company-players/edit/${a.pending}/${a.pending}`,
    access: 'organiser',
    namesGroupA: true,
  },
  {
    method: 'PUT',
    path: '/v1/company-players/edit/{playerId}/{companyPlayerId}',
    url: `/v1/company-players/edit/${a.pending}/${a.pending}`,
    body: {
      fullName: 'Invasor',
      email: 'invasor@exemplo.com',
      nickname: 'Inv',
      playerPosition: 'striker',
      typePlayer: 'monthly',
      skillLevel: 5,
      status: 1,
      role: 'administrator',
    },
    access: 'organiser',
    namesGroupA: true,
  },
  {
    method: 'DELETE',
    path: '/v1/company-players/delete/{playerId}/{companyPlayerId}',
    url: `/v1/company-players/delete/${a.cp}/${a.cp}`,
    access: 'organiser',
    namesGroupA: true,
  },
  {
    method: 'POST',
    path: '/v1/company-players/merge',
    url: '/v1/company-players/merge',
    body: { keepCompanyPlayerId: a.cp, mergeCompanyPlayerId: a.pending },
    access: 'organiser',
    namesGroupA: true,
  },
  {
    method: 'POST',
    path: '/v1/company-players/bulk-create',
    url: '/v1/company-players/bulk-create',
    body: { players: [{ fullName: 'Colado', goalkeeper: false, typePlayer: 'monthly' }] },
    access: 'organiser',
  },
  {
    method: 'GET',
    path: '/v1/groups/first-run',
    url: '/v1/groups/first-run',
    access: 'organiser',
  },
  {
    method: 'GET',
    path: '/v1/company-players/invite-link',
    url: '/v1/company-players/invite-link',
    access: 'organiser',
  },
  {
    method: 'POST',
    path: '/v1/company-players/invite-link/renew',
    url: '/v1/company-players/invite-link/renew',
    access: 'organiser',
  },
  {
    method: 'GET',
    path: '/v1/helpers/get-brazilian-teams',
    url: '/v1/helpers/get-brazilian-teams',
    access: 'public',
  },
  {
    method: 'POST',
    path: '/v1/bids/create-bid',
    url: '/v1/bids/create-bid',
    body: { dayOfMatch, location: 'Outra' },
    access: 'organiser',
  },
  { method: 'GET', path: '/v1/bids/current-bid', url: '/v1/bids/current-bid', access: 'organiser' },
  {
    method: 'GET',
    path: '/v1/bids/new-bid-defaults',
    url: '/v1/bids/new-bid-defaults',
    access: 'organiser',
  },
  {
    method: 'GET',
    path: '/v1/bids/get-information-check-in-bid',
    url: '/v1/bids/get-information-check-in-bid',
    access: 'member',
  },
  {
    method: 'GET',
    path: '/v1/bids/current-bid-player-stats',
    url: '/v1/bids/current-bid-player-stats',
    access: 'member',
  },
  stat('update-status-player', { status: 'absent' }),
  ...(['POST promote-waitlisted', 'DELETE remove-waitlisted'] as const).map((entry): Route => {
    const [method, path] = entry.split(' ') as ['POST' | 'DELETE', string]
    return {
      method,
      path: `/v1/bids/${path}/{bidDayId}/{companyPlayerId}`,
      url: `/v1/bids/${path}/${a.bid}/${a.cp}`,
      access: 'organiser',
      namesGroupA: true,
    }
  }),
  { ...stat('update-position-player', { playerPosition: 'goalkeeper' }), access: 'organiser' },
  { ...stat('update-skill-level-player', { skillLevel: 1 }), access: 'organiser' },
  stat('update-quantity-of-goals-player', { quantityOfGoals: 9 }),
  stat('update-quantity-of-assists-player', { quantityOfAssists: 9 }),
  stat('update-quantity-of-ball-recoveries-player', { quantityOfBallRecoveries: 9 }),
  stat('update-quantity-of-goalkeeper-defender-player', { quantityOfGoalKeeperDefender: 9 }),
  stat('update-weakly-team-stats', { weaklyTeamStats: true }),
  {
    method: 'PUT',
    path: '/v1/bids/update-bid/{id}',
    url: `/v1/bids/update-bid/${a.bid}`,
    body: { dayOfMatch, location: 'Invadida' },
    access: 'organiser',
    namesGroupA: true,
  },
  {
    method: 'DELETE',
    path: '/v1/bids/delete-bid/{id}',
    url: `/v1/bids/delete-bid/${a.bid}`,
    access: 'organiser',
    namesGroupA: true,
  },
  {
    method: 'POST',
    path: '/v1/bids/complete-bid/{id}',
    url: `/v1/bids/complete-bid/${a.bid}`,
    access: 'organiser',
    namesGroupA: true,
  },
  {
    method: 'GET',
    path: '/v1/bids/get-sporadic-players/{id}',
    url: `/v1/bids/get-sporadic-players/${a.bid}`,
    access: 'organiser',
    namesGroupA: true,
  },
  ...['/v1/bids/add-sporadic-player', '/v1/bids/add-sporadic-player/'].map((path): Route => ({
    method: 'POST',
    path,
    url: path,
    body: { bidDayId: a.bid, companyPlayerId: a.pending, playerName: 'Invasor' },
    access: 'organiser',
    namesGroupA: true,
  })),
  {
    method: 'POST',
    path: '/v1/bids/generate-teams-to-play',
    url: '/v1/bids/generate-teams-to-play',
    body: { quantityOfPlayersEachTeam: 5 },
    access: 'organiser',
  },
  { method: 'GET', path: '/v1/bids/drawn-teams', url: '/v1/bids/drawn-teams', access: 'member' },
  ...[
    'statistics/monthly-players',
    'statistics/company-player-stats',
    'statistics/quantity-of-goals-stats-dashboard',
    'statistics/top-five-scorers-dashboard',
    'statistics/active-bid-dashboard',
    'statistics/ranking-strikers',
    'bid-statistics/history-stats',
    'bid-statistics/games-history-stats',
  ].map((name): Route => ({
    method: 'GET',
    path: `/v1/${name}`,
    url: `/v1/${name}`,
    access: 'member',
  })),
  {
    method: 'GET',
    path: '/v1/bid-statistics/statistics-bid-details/{id}',
    url: `/v1/bid-statistics/statistics-bid-details/${a.finishedBid}`,
    access: 'member',
    namesGroupA: true,
  },
  {
    method: 'GET',
    path: '/v1/weather/forecast-bid',
    url: '/v1/weather/forecast-bid',
    access: 'member',
  },
  // LGPD and the activity log (ADR 040): the caller's own data, or their group's log.
  { method: 'GET', path: '/v1/activity', url: '/v1/activity', access: 'organiser' },
  { method: 'GET', path: '/v1/groups/closing', url: '/v1/groups/closing', access: 'organiser' },
  { method: 'POST', path: '/v1/groups/close', url: '/v1/groups/close', access: 'organiser' },
  { method: 'POST', path: '/v1/groups/reopen', url: '/v1/groups/reopen', access: 'organiser' },
  { method: 'GET', path: '/v1/activity/mine', url: '/v1/activity/mine', access: 'member' },
  { method: 'GET', path: '/v1/me/data-export', url: '/v1/me/data-export', access: 'member' },
  {
    method: 'POST',
    path: '/v1/me/delete-account',
    url: '/v1/me/delete-account',
    body: { password: 'senha-errada', confirmation: 'EXCLUIR' },
    access: 'member',
  },
  { method: 'GET', path: '/v1/groups/settings', url: '/v1/groups/settings', access: 'organiser' },
  {
    method: 'PUT',
    path: '/v1/groups/settings',
    url: '/v1/groups/settings',
    body: {
      name: 'Renomeada',
      defaultLocationGame: null,
      forecastCity: { name: 'Campinas, São Paulo, Brasil', latitude: -22.9, longitude: -47.06 },
      timeZone: 'America/Manaus',
      remindersEnabled: false,
      linkPreviews: true,
    },
    access: 'organiser',
  },
  {
    method: 'GET',
    path: '/v1/groups/search-city',
    url: '/v1/groups/search-city?name=Campinas',
    access: 'organiser',
  },
  // The season (ADR 036): the schedule, its skips and the mensalistas' window.
  { method: 'GET', path: '/v1/groups/schedule', url: '/v1/groups/schedule', access: 'organiser' },
  {
    method: 'PUT',
    path: '/v1/groups/schedule',
    url: '/v1/groups/schedule',
    body: {
      enabled: true,
      weekdays: [4],
      time: '20:00',
      location: null,
      opensDaysBefore: 6,
      monthlyWindowHours: 48,
    },
    access: 'organiser',
  },
  {
    method: 'POST',
    path: '/v1/groups/schedule/skips',
    url: '/v1/groups/schedule/skips',
    body: { localDate: '2030-12-05', reason: 'feriado' },
    access: 'organiser',
  },
  {
    method: 'DELETE',
    path: '/v1/groups/schedule/skips/{localDate}',
    url: '/v1/groups/schedule/skips/2030-12-05',
    access: 'organiser',
  },
  // The landing's contact form and footer: anyone may call them, and they touch no group.
  {
    method: 'POST',
    path: '/v1/contact/send',
    url: '/v1/contact/send',
    body: { name: 'Visitante', email: 'visitante@exemplo.com', message: 'Olá!' },
    access: 'public',
  },
  // After the whistle (ADR 039): the night's matches, the craque vote and learned skills.
  {
    method: 'GET',
    path: '/v1/bids/{bidDayId}/night',
    url: `/v1/bids/${a.finishedBid}/night`,
    access: 'member',
    namesGroupA: true,
  },
  {
    method: 'POST',
    path: '/v1/bids/{bidDayId}/matches',
    url: `/v1/bids/${a.bid}/matches`,
    body: { homeTeamId: 1, awayTeamId: 2, homeGoals: 1, awayGoals: 0 },
    access: 'organiser',
    namesGroupA: true,
  },
  {
    method: 'DELETE',
    path: '/v1/bids/{bidDayId}/matches/{matchId}',
    url: `/v1/bids/${a.bid}/matches/1`,
    access: 'organiser',
    namesGroupA: true,
  },
  {
    method: 'PUT',
    path: '/v1/bids/{bidDayId}/craque-vote',
    url: `/v1/bids/${a.finishedBid}/craque-vote`,
    body: { candidateId: a.cp },
    access: 'member',
    namesGroupA: true,
  },
  {
    method: 'GET',
    path: '/v1/bids/{bidDayId}/craque-voters',
    url: `/v1/bids/${a.finishedBid}/craque-voters`,
    access: 'organiser',
    namesGroupA: true,
  },
  {
    method: 'DELETE',
    path: '/v1/bids/{bidDayId}/craque-votes/{voterId}',
    url: `/v1/bids/${a.finishedBid}/craque-votes/${a.cp}`,
    access: 'organiser',
    namesGroupA: true,
  },
  {
    method: 'GET',
    path: '/v1/craque/{token}',
    url: `/v1/craque/${'x'.repeat(43)}`,
    access: 'public',
  },
  {
    method: 'POST',
    path: '/v1/craque/{token}/vote',
    url: `/v1/craque/${'x'.repeat(43)}/vote`,
    body: { candidateId: a.cp },
    access: 'public',
  },
  {
    method: 'GET',
    path: '/v1/results/craque-settings',
    url: '/v1/results/craque-settings',
    access: 'member',
  },
  {
    method: 'PUT',
    path: '/v1/results/craque-settings',
    url: '/v1/results/craque-settings',
    body: { voteEnabled: false },
    access: 'organiser',
  },
  { method: 'GET', path: '/v1/results/craques', url: '/v1/results/craques', access: 'member' },
  {
    method: 'GET',
    path: '/v1/results/craques-by-bid',
    url: '/v1/results/craques-by-bid',
    access: 'member',
  },
  { method: 'GET', path: '/v1/results/my-season', url: '/v1/results/my-season', access: 'member' },
  {
    method: 'GET',
    path: '/v1/results/latest-night',
    url: '/v1/results/latest-night',
    access: 'member',
  },
  {
    method: 'GET',
    path: '/v1/players/skill-suggestions',
    url: '/v1/players/skill-suggestions',
    access: 'organiser',
  },
  {
    method: 'POST',
    path: '/v1/players/{companyPlayerId}/apply-suggested-skill',
    url: `/v1/players/${a.cp}/apply-suggested-skill`,
    access: 'organiser',
    namesGroupA: true,
  },
  { method: 'GET', path: '/v1/site-info', url: '/v1/site-info', access: 'public' },
  // The person's calendar feed (ADR 037): on the account; the feed's token is its credential.
  { method: 'GET', path: '/v1/profile/calendar', url: '/v1/profile/calendar', access: 'member' },
  {
    method: 'POST',
    path: '/v1/profile/calendar/renew',
    url: '/v1/profile/calendar/renew',
    access: 'member',
  },
  {
    method: 'GET',
    path: '/v1/calendar/{file}',
    url: `/v1/calendar/${'x'.repeat(22)}.ics`,
    access: 'public',
  },
  {
    method: 'GET',
    path: '/v1/calendar/{token}/bids/{file}',
    url: `/v1/calendar/${'x'.repeat(22)}/bids/${a.bid}.ics`,
    access: 'public',
  },
  // The money (ADR 038): administrators and managers, a member only their own charges.
  {
    method: 'GET',
    path: '/v1/finance/settings',
    url: '/v1/finance/settings',
    access: 'organiser',
  },
  {
    method: 'PUT',
    path: '/v1/finance/settings',
    url: '/v1/finance/settings',
    body: {
      pixKeyType: 'email',
      pixKey: 'caixa@pelada.com',
      receiverName: 'Caixa',
      receiverCity: 'Recife',
      monthlyFeeCents: 5000,
      gameFeeCents: null,
      dueDay: 5,
      courtCostCents: null,
    },
    access: 'organiser',
  },
  { method: 'GET', path: '/v1/finance/charges', url: '/v1/finance/charges', access: 'organiser' },
  {
    method: 'GET',
    path: '/v1/finance/charges/export',
    url: '/v1/finance/charges/export',
    access: 'organiser',
  },
  {
    method: 'POST',
    path: '/v1/finance/charges',
    url: '/v1/finance/charges',
    body: { companyPlayerId: a.cp, description: 'Rifa', amountCents: 1000, dueDate: '2026-12-01' },
    access: 'organiser',
    namesGroupA: true,
  },
  {
    method: 'GET',
    path: '/v1/finance/charges/{id}',
    url: `/v1/finance/charges/${a.charge}`,
    access: 'organiser',
    namesGroupA: true,
  },
  {
    method: 'PUT',
    path: '/v1/finance/charges/{id}/amount',
    url: `/v1/finance/charges/${a.charge}/amount`,
    body: { amountCents: 1 },
    access: 'organiser',
    namesGroupA: true,
  },
  {
    method: 'POST',
    path: '/v1/finance/charges/{id}/waive',
    url: `/v1/finance/charges/${a.charge}/waive`,
    body: { reason: 'Porque sim' },
    access: 'organiser',
    namesGroupA: true,
  },
  {
    method: 'POST',
    path: '/v1/finance/charges/{id}/confirm',
    url: `/v1/finance/charges/${a.charge}/confirm`,
    body: { method: 'pix' },
    access: 'organiser',
    namesGroupA: true,
  },
  { method: 'POST', path: '/v1/finance/remind', url: '/v1/finance/remind', access: 'organiser' },
  {
    method: 'GET',
    path: '/v1/finance/my-charges',
    url: '/v1/finance/my-charges',
    access: 'member',
  },
  {
    method: 'POST',
    path: '/v1/finance/my-charges/{id}/paid',
    url: `/v1/finance/my-charges/${a.charge}/paid`,
    access: 'member',
    namesGroupA: true,
  },
  // Push notifications (ADR 041): the caller's own account and browser, never a group's rows.
  ...pushRoutes(),
  // The shared pictures (ADR 048): the group's people only; a preview by the group's token.
  ...['teams', 'result', 'craque'].map((kind): Route => ({
    method: 'GET',
    path: `/v1/share/bids/{bidDayId}/${kind}.png`,
    url: `/v1/share/bids/${a.finishedBid}/${kind}.png`,
    access: 'member',
    namesGroupA: true,
  })),
  { method: 'GET', path: '/v1/share/ranking.png', url: '/v1/share/ranking.png', access: 'member' },
  {
    method: 'GET',
    path: '/v1/share/players/{companyPlayerId}/season.png',
    url: `/v1/share/players/${a.cp}/season.png`,
    access: 'member',
    namesGroupA: true,
  },
  {
    method: 'GET',
    path: '/v1/share/previews/{file}',
    url: `/v1/share/previews/${'x'.repeat(32)}.png`,
    access: 'public',
  },
  { method: 'GET', path: '/v1/groups/share-link', url: '/v1/groups/share-link', access: 'member' },
]

function pushRoutes(): Route[] {
  const endpoint = 'https://fcm.googleapis.com/fcm/send/tenancy-device'
  const query = `?endpoint=${encodeURIComponent(endpoint)}`
  const path = '/v1/push/subscriptions'
  return [
    { method: 'GET', path: '/v1/push/config', url: '/v1/push/config', access: 'member' },
    { method: 'GET', path, url: `${path}${query}`, access: 'member' },
    {
      method: 'PUT',
      path,
      url: path,
      body: { endpoint, keys: { p256dh: 'BPk', auth: 'c2VjcmV0' }, kinds: ['reminder'] },
      access: 'member',
    },
    { method: 'DELETE', path, url: `${path}${query}`, access: 'member' },
  ]
}

/** Everything of group A, and of the accounts of its members, as one comparable value. */
async function groupASnapshot() {
  const memberships = await db
    .select()
    .from(companyPlayers)
    .where(eq(companyPlayers.companyId, groupA.id))
    .orderBy(companyPlayers.id)
  const membershipIds = memberships.map((m) => m.id)
  const accountIds = memberships.flatMap((m) => (m.playerId ? [m.playerId] : []))
  const byId = <T extends { id: number }>(rows: T[]) => rows.sort((x, y) => x.id - y.id)
  return JSON.stringify({
    group: await db.select().from(companies).where(eq(companies.id, groupA.id)),
    memberships,
    accounts: byId(await db.select().from(players).where(inArray(players.id, accountIds))),
    bids: byId(await db.select().from(bidDays).where(eq(bidDays.companyId, groupA.id))),
    entries: byId(await db.select().from(bidPlayers).where(eq(bidPlayers.companyId, groupA.id))),
    charges: byId(await db.select().from(charges).where(eq(charges.companyId, groupA.id))),
    invitations: byId(
      await db.select().from(invitations).where(eq(invitations.companyId, groupA.id)),
    ),
    // A link's tries are counted for whoever holds it, as its credential (ADR 026).
    links: byId(
      await db
        .select()
        .from(accountTokens)
        .where(
          or(
            inArray(accountTokens.companyPlayerId, membershipIds),
            inArray(accountTokens.playerId, accountIds),
          ),
        ),
    ).map(({ attempts: _tries, ...link }) => link),
    sessions: byId(
      await db
        .select()
        .from(refreshTokens)
        .where(inArray(refreshTokens.companyPlayerId, membershipIds)),
    ),
  })
}

const call = (route: Route, headers: Record<string, string>) =>
  app.inject({ method: route.method, url: route.url, headers, payload: route.body })

describe('the tenancy matrix', () => {
  it('lists every /v1 route', async () => {
    const spec = app.swagger() as { paths: Record<string, Record<string, unknown>> }
    const registered = Object.entries(spec.paths)
      .filter(([path]) => path.startsWith('/v1/'))
      .flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`))
    expect(routes.map((r) => `${r.method} ${r.path}`).sort()).toEqual(registered.sort())
  })

  const protectedRoutes = routes.filter((r) => r.access !== 'public')
  it.each(protectedRoutes.map((r) => [`${r.method} ${r.path}`, r] as const))(
    'refuses %s without a token, and changes nothing',
    async (_, route) => {
      const before = await groupASnapshot()
      const res = await call(route, {})
      expect(res.statusCode).toBe(401)
      expect(res.json()).toMatchObject({ success: false })
      expect(await groupASnapshot()).toBe(before)
    },
  )

  const organiserRoutes = routes.filter((r) => r.access === 'organiser')
  it.each(organiserRoutes.map((r) => [`${r.method} ${r.path}`, r] as const))(
    'refuses %s to a member, and changes nothing',
    async (_, route) => {
      const before = await groupASnapshot()
      const res = await call(route, member.headers)
      expect(res.statusCode).toBe(403)
      expect(await groupASnapshot()).toBe(before)
    },
  )

  it.each(routes.map((r) => [`${r.method} ${r.path}`, r] as const))(
    'lets group B’s organiser change nothing of group A through %s',
    async (_, route) => {
      const before = await groupASnapshot()
      const res = await call(route, outsider.headers)
      if (route.namesGroupA) {
        expect(res.statusCode).toBeGreaterThanOrEqual(400)
        expect(res.statusCode).toBeLessThan(500)
      } else {
        expect(res.statusCode).not.toBe(500)
      }
      expect(await groupASnapshot()).toBe(before)
    },
  )
})
