import { eq, inArray, or } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { conviteOf, createGroup, createMember } from '../test/factories.ts'
import { apiRoutesOf } from '../test/fuzz/openapi-routes.ts'
import { signedInMember } from '../test/sessions.ts'
import { createTestApp } from '../test/test-app.ts'
import { players } from './db/schema/accounts.ts'
import { bidDays, bidPlayers } from './db/schema/bids.ts'
import { charges, checkInExemptions } from './db/schema/finance.ts'
import { companies } from './db/schema/groups.ts'
import {
  accountTokens,
  companyPlayers,
  invitations,
  membershipClaims,
  refreshTokens,
} from './db/schema/memberships.ts'
import { passkeys } from './db/schema/sign-in.ts'
import { pspConnections } from './db/schema/pix.ts'
import { gameSchedules } from './db/schema/season.ts'

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
const inviteToken = conviteOf(inviteUrl)
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
// Signing in without a password and claims (ADR 049): the member's passkey, and a person of
// group B saying they are group A's pending player.
const [passkey] = await db
  .insert(passkeys)
  .values({
    playerId: member.account!.id,
    name: 'Celular',
    credentialId: 'credencial-do-membro',
    publicKey: 'chave',
    deviceType: 'singleDevice',
    backedUp: false,
  })
  .returning()
const [claim] = await db
  .insert(membershipClaims)
  .values({
    companyId: groupA.id,
    companyPlayerId: pending.member.id,
    playerId: bMember.account!.id,
    via: 'group_link',
    claimantName: 'Quem Diz Ser',
    claimTokenHash: 'hash-do-pedido',
  })
  .returning()
// Group A's weekly game (ADR 057).
const [gameSchedule] = await db
  .insert(gameSchedules)
  .values({ companyId: groupA.id, weekdays: [2], gameTime: '21:00', opensDaysBefore: 1 })
  .returning()
const a = {
  schedule: gameSchedule!.id,
  passkey: passkey!.id,
  claim: claim!.id,
  charge: charge!.id,
  bid: bidDayId,
  finishedBid: finished!.id,
  cp: member.member.id,
  pending: pending.member.id,
}

/** A request through a route: what it sends. Without one, its path alone, with no body. */
type Example = {
  url?: string
  body?: object
  /**
   * What refuses a member an organiser route: 403, or 404 where a member reads their own row
   * and another's is the same 404 as a missing one (ADR 038).
   */
  memberRefusal?: 404
}

const GAME = { weekdays: [4], time: '20:00', location: null, opensDaysBefore: 1 }
const token43 = 'x'.repeat(43)
const feedToken = 'x'.repeat(22)
const bidEntry = (path: string) => `/v1/bids/${path}/${a.bid}/${a.cp}`
const pushEndpoint = 'https://fcm.googleapis.com/fcm/send/tenancy-device'
const pushQuery = `?endpoint=${encodeURIComponent(pushEndpoint)}`
// Shaped as the contracts want, so the passkey services judge them (and refuse them).
const credential = { id: 'eA', rawId: 'eA', type: 'public-key', clientExtensionResults: {} }
const madePasskey = { ...credential, response: { clientDataJSON: 'e30', attestationObject: 'oA' } }
const passkeyAnswer = {
  ...credential,
  response: { clientDataJSON: 'e30', authenticatorData: 'AA', signature: 'AA' },
}

/**
 * A request for each route that takes ids, a body or a query: group A's ids where it names
 * rows, and a body its contract accepts, so the answer comes from the service, not the schema.
 * Who may call each route, and whether it names a group's rows, is the route's own declaration
 * (lib/route.ts), read back from the OpenAPI document.
 */
const EXAMPLES: Record<string, Example> = {
  'POST /v1/accounts/login': {
    body: { email: member.email, password: 'errada!', keepLogged: false },
  },
  'POST /v1/accounts/refresh-token': { body: { refreshToken: token43, companyPlayerId: a.cp } },
  'POST /v1/accounts/switch-group': { body: { companyPlayerId: a.cp } },
  'POST /v1/accounts/generate-temp-url-register': { body: { playerId: a.pending, renew: true } },
  'POST /v1/accounts/send-activation-email': { body: { playerId: a.pending } },
  'GET /v1/accounts/validate-token-register/{token}': {
    url: `/v1/accounts/validate-token-register/${activationToken}`,
  },
  'POST /v1/accounts/activate-user-from-token': {
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
  },
  'POST /v1/accounts/join-from-token': {
    body: { token: activationToken, email: outsider.email, password: 'errada!' },
  },
  'POST /v1/accounts/register': {
    body: {
      nome: 'Y',
      email: member.email,
      telefone: '11999999999',
      posicao: 'atacante',
      password: 'abcdef',
      confirmPassword: 'abcdef',
      convite: inviteToken,
    },
  },
  // The emailed confirmation link is the credential; an unknown one names nothing.
  'GET /v1/accounts/signup/{token}': { url: `/v1/accounts/signup/${token43}` },
  'POST /v1/accounts/signup/confirm': { body: { token: token43 } },
  // A group's invite link lets anyone holding it join as an avulso (ADR 003): not a tenancy
  // question, so an unknown invite here.
  'POST /v1/accounts/join-by-invite': { body: { convite: 'nao-existe' } },
  'GET /v1/accounts/invite/{token}': { url: `/v1/accounts/invite/${inviteToken}` },
  'POST /v1/accounts/forgot-password': { body: { email: 'ninguem@exemplo.com' } },
  'GET /v1/accounts/reset-password/{token}': { url: '/v1/accounts/reset-password/nao-existe' },
  'POST /v1/accounts/reset-password': {
    body: { token: 'nao-existe', newPassword: 'abcdef', confirmNewPassword: 'abcdef' },
  },
  'PUT /v1/accounts/update-profile': { body: { fullName: 'Mudado', email: member.email } },
  'GET /v1/accounts/confirm-email-change/{token}': {
    url: '/v1/accounts/confirm-email-change/nao-existe',
  },
  'POST /v1/accounts/confirm-email-change': { body: { token: 'nao-existe' } },
  'PUT /v1/profile/reminder-emails': { body: { receiveReminderEmails: false } },
  'PUT /v1/profile/email-notices': { body: { resultEmails: false, digestEmails: false } },
  // The person's own consent: it names nobody else, so there is nothing of group A to reach.
  'PUT /v1/profile/whatsapp': { body: { optIn: false } },
  'GET /v1/bids/{bidDayId}/whatsapp': { url: `/v1/bids/${a.bid}/whatsapp` },
  // The token is the credential (ADR 007); an unknown one names nothing and changes nothing.
  'GET /v1/reminders/{token}': { url: `/v1/reminders/${token43}` },
  'POST /v1/reminders/{token}/answer': {
    url: `/v1/reminders/${token43}/answer`,
    body: { answer: 'vou' },
  },
  'POST /v1/reminders/{token}/unsubscribe': { url: `/v1/reminders/${token43}/unsubscribe` },
  'POST /v1/accounts/invitations/{id}/accept': {
    url: `/v1/accounts/invitations/${invitation!.id}/accept`,
  },
  'POST /v1/accounts/invitations/{id}/decline': {
    url: `/v1/accounts/invitations/${invitation!.id}/decline`,
  },
  'POST /v1/company-players/create-company-player': {
    body: {
      fullName: 'Novo',
      nickname: 'Novo',
      playerPosition: 'striker',
      typePlayer: 'monthly',
      email: pending.email,
    },
  },
  'GET /v1/company-players/edit/{playerId}/{companyPlayerId}': {
    url: `/v1/company-players/edit/${a.pending}/${a.pending}`,
  },
  'PUT /v1/company-players/edit/{playerId}/{companyPlayerId}': {
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
  },
  'PUT /v1/company-players/contact/{playerId}/{companyPlayerId}': {
    url: `/v1/company-players/contact/${a.pending}/${a.pending}`,
    body: { email: 'invasor@exemplo.com', phone: null, typePlayer: 'monthly' },
  },
  'DELETE /v1/company-players/delete/{playerId}/{companyPlayerId}': {
    url: `/v1/company-players/delete/${a.cp}/${a.cp}`,
  },
  'POST /v1/company-players/merge': {
    body: { keepCompanyPlayerId: a.cp, mergeCompanyPlayerId: a.pending },
  },
  'POST /v1/company-players/bulk-create': {
    body: { players: [{ fullName: 'Colado', goalkeeper: false, typePlayer: 'monthly' }] },
  },
  'POST /v1/bids/create-bid': { body: { dayOfMatch, location: 'Outra' } },
  'PUT /v1/bids/update-status-player/{bidDayId}/{companyPlayerId}': {
    url: bidEntry('update-status-player'),
    body: { status: 'absent' },
  },
  'POST /v1/bids/promote-waitlisted/{bidDayId}/{companyPlayerId}': {
    url: bidEntry('promote-waitlisted'),
  },
  'DELETE /v1/bids/remove-waitlisted/{bidDayId}/{companyPlayerId}': {
    url: bidEntry('remove-waitlisted'),
  },
  'PUT /v1/bids/update-position-player/{bidDayId}/{companyPlayerId}': {
    url: bidEntry('update-position-player'),
    body: { playerPosition: 'goalkeeper' },
  },
  'PUT /v1/bids/update-skill-level-player/{bidDayId}/{companyPlayerId}': {
    url: bidEntry('update-skill-level-player'),
    body: { skillLevel: 1 },
  },
  'PUT /v1/bids/update-quantity-of-goals-player/{bidDayId}/{companyPlayerId}': {
    url: bidEntry('update-quantity-of-goals-player'),
    body: { quantityOfGoals: 9 },
  },
  'PUT /v1/bids/update-quantity-of-assists-player/{bidDayId}/{companyPlayerId}': {
    url: bidEntry('update-quantity-of-assists-player'),
    body: { quantityOfAssists: 9 },
  },
  'PUT /v1/bids/update-quantity-of-ball-recoveries-player/{bidDayId}/{companyPlayerId}': {
    url: bidEntry('update-quantity-of-ball-recoveries-player'),
    body: { quantityOfBallRecoveries: 9 },
  },
  'PUT /v1/bids/update-quantity-of-goalkeeper-defender-player/{bidDayId}/{companyPlayerId}': {
    url: bidEntry('update-quantity-of-goalkeeper-defender-player'),
    body: { quantityOfGoalKeeperDefender: 9 },
  },
  'PUT /v1/bids/update-weakly-team-stats/{bidDayId}/{companyPlayerId}': {
    url: bidEntry('update-weakly-team-stats'),
    body: { weaklyTeamStats: true },
  },
  'PUT /v1/bids/update-bid/{id}': {
    url: `/v1/bids/update-bid/${a.bid}`,
    body: { dayOfMatch, location: 'Invadida' },
  },
  'DELETE /v1/bids/delete-bid/{id}': { url: `/v1/bids/delete-bid/${a.bid}` },
  'POST /v1/bids/complete-bid/{id}': { url: `/v1/bids/complete-bid/${a.bid}` },
  'POST /v1/bids/{id}/nudge': { url: `/v1/bids/${a.bid}/nudge` },
  'GET /v1/bids/get-sporadic-players/{id}': { url: `/v1/bids/get-sporadic-players/${a.bid}` },
  'POST /v1/bids/add-sporadic-player': {
    body: { bidDayId: a.bid, companyPlayerId: a.pending, playerName: 'Invasor' },
  },
  'POST /v1/bids/add-sporadic-player/': {
    body: { bidDayId: a.bid, companyPlayerId: a.pending, playerName: 'Invasor' },
  },
  'POST /v1/bids/generate-teams-to-play': { body: { quantityOfPlayersEachTeam: 5 } },
  'GET /v1/bid-statistics/statistics-bid-details/{id}': {
    url: `/v1/bid-statistics/statistics-bid-details/${a.finishedBid}`,
  },
  'POST /v1/me/delete-account': { body: { password: 'senha-errada', confirmation: 'EXCLUIR' } },
  'PUT /v1/groups/settings': {
    body: {
      name: 'Renomeada',
      defaultLocationGame: null,
      forecastCity: { name: 'Campinas, São Paulo, Brasil', latitude: -22.9, longitude: -47.06 },
      timeZone: 'America/Manaus',
      remindersEnabled: false,
      linkPreviews: true,
    },
  },
  'GET /v1/groups/search-city': { url: '/v1/groups/search-city?name=Campinas' },
  'PUT /v1/groups/schedule': { body: { enabled: true, monthlyWindowHours: 48 } },
  'GET /v1/groups/schedules': {},
  'POST /v1/groups/schedules': { body: GAME },
  'PUT /v1/groups/schedules/{id}': { url: `/v1/groups/schedules/${a.schedule}`, body: GAME },
  'DELETE /v1/groups/schedules/{id}': { url: `/v1/groups/schedules/${a.schedule}` },
  'POST /v1/groups/schedule/skips': { body: { localDate: '2030-12-05', reason: 'feriado' } },
  'DELETE /v1/groups/schedule/skips/{localDate}': { url: '/v1/groups/schedule/skips/2030-12-05' },
  // The landing's contact form: anyone may send it, and it touches no group.
  'POST /v1/contact/send': {
    body: { name: 'Visitante', email: 'visitante@exemplo.com', message: 'Olá!' },
  },
  // After the whistle (ADR 039): the night's matches, the craque vote and learned skills.
  'GET /v1/bids/{bidDayId}/night': { url: `/v1/bids/${a.finishedBid}/night` },
  'POST /v1/bids/{bidDayId}/matches': {
    url: `/v1/bids/${a.bid}/matches`,
    body: { homeTeamId: 1, awayTeamId: 2, homeGoals: 1, awayGoals: 0 },
  },
  'DELETE /v1/bids/{bidDayId}/matches/{matchId}': { url: `/v1/bids/${a.bid}/matches/1` },
  'PUT /v1/bids/{bidDayId}/craque-vote': {
    url: `/v1/bids/${a.finishedBid}/craque-vote`,
    body: { candidateId: a.cp },
  },
  'GET /v1/bids/{bidDayId}/craque-voters': { url: `/v1/bids/${a.finishedBid}/craque-voters` },
  'DELETE /v1/bids/{bidDayId}/craque-votes/{voterId}': {
    url: `/v1/bids/${a.finishedBid}/craque-votes/${a.cp}`,
  },
  'GET /v1/craque/{token}': { url: `/v1/craque/${token43}` },
  'POST /v1/craque/{token}/vote': {
    url: `/v1/craque/${token43}/vote`,
    body: { candidateId: a.cp },
  },
  'PUT /v1/results/craque-settings': { body: { voteEnabled: false } },
  'POST /v1/players/{companyPlayerId}/apply-suggested-skill': {
    url: `/v1/players/${a.cp}/apply-suggested-skill`,
  },
  // The person's calendar feed (ADR 037): the feed's token is its credential.
  'GET /v1/calendar/{file}': { url: `/v1/calendar/${feedToken}.ics` },
  'GET /v1/calendar/{token}/bids/{file}': { url: `/v1/calendar/${feedToken}/bids/${a.bid}.ics` },
  // The money (ADR 038): administrators and managers, a member only their own charges.
  'PUT /v1/finance/settings': {
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
  },
  'POST /v1/finance/charges': {
    body: { companyPlayerId: a.cp, description: 'Rifa', amountCents: 1000, dueDate: '2026-12-01' },
  },
  'GET /v1/finance/charges/{id}': {
    url: `/v1/finance/charges/${a.charge}`,
    // A member reads their own; another's is the same 404 as a missing one.
    memberRefusal: 404,
  },
  'PUT /v1/finance/charges/{id}/amount': {
    url: `/v1/finance/charges/${a.charge}/amount`,
    body: { amountCents: 1 },
  },
  'POST /v1/finance/charges/{id}/waive': {
    url: `/v1/finance/charges/${a.charge}/waive`,
    body: { reason: 'Porque sim' },
  },
  'POST /v1/finance/charges/{id}/confirm': {
    url: `/v1/finance/charges/${a.charge}/confirm`,
    body: { method: 'pix' },
  },
  'POST /v1/finance/charges/{id}/undo-confirmation': {
    url: `/v1/finance/charges/${a.charge}/undo-confirmation`,
    body: { reason: 'Toque errado' },
  },
  'POST /v1/finance/my-charges/{id}/paid': { url: `/v1/finance/my-charges/${a.charge}/paid` },
  // 'Quem deve não confirma' (ADR 056): an organiser exempts a player of their own group.
  'PUT /v1/finance/check-in-exemptions/{companyPlayerId}': {
    url: `/v1/finance/check-in-exemptions/${a.cp}`,
    body: { exempt: true },
  },
  // Charges paid by the bank (ADR 052): administrators connect their own group's PSP; the PSP's
  // webhook names the group by its random token.
  'PUT /v1/finance/psp': {
    body: { provider: 'https://pix.api.efipay.com.br', clientId: 'id', clientSecret: 'segredo' },
  },
  'POST /v1/webhooks/pix/{token}/pix': {
    url: `/v1/webhooks/pix/${'a'.repeat(32)}/pix`,
    body: { pix: [{ endToEndId: `E${'1'.repeat(31)}`, txid: 'A'.repeat(30) }] },
  },
  // Push notifications (ADR 041): the caller's own account and browser, never a group's rows.
  'GET /v1/push/subscriptions': { url: `/v1/push/subscriptions${pushQuery}` },
  'PUT /v1/push/subscriptions': {
    body: {
      endpoint: pushEndpoint,
      keys: { p256dh: 'BPk', auth: 'c2VjcmV0' },
      kinds: ['reminder'],
    },
  },
  'DELETE /v1/push/subscriptions': { url: `/v1/push/subscriptions${pushQuery}` },
  // The shared pictures (ADR 048): the group's people only; a preview by the group's token.
  ...Object.fromEntries(
    ['teams', 'result', 'craque'].map((kind) => [
      `GET /v1/share/bids/{bidDayId}/${kind}.png`,
      { url: `/v1/share/bids/${a.finishedBid}/${kind}.png` },
    ]),
  ),
  'GET /v1/share/players/{companyPlayerId}/season.png': {
    url: `/v1/share/players/${a.cp}/season.png`,
  },
  'GET /v1/share/previews/{file}': { url: `/v1/share/previews/${'x'.repeat(32)}.png` },
  // ADR 049: claims and players' own links (organisers), passkeys (the account's own), and the
  // public sign-in and join routes.
  ...Object.fromEntries(
    ['confirm', 'refuse', 'undo'].map((action) => [
      `POST /v1/company-players/claims/{id}/${action}`,
      { url: `/v1/company-players/claims/${a.claim}/${action}` },
    ]),
  ),
  'GET /v1/company-players/{companyPlayerId}/player-link': {
    url: `/v1/company-players/${a.pending}/player-link`,
  },
  'POST /v1/company-players/{companyPlayerId}/player-link/renew': {
    url: `/v1/company-players/${a.pending}/player-link/renew`,
  },
  'POST /v1/passkeys': { body: { name: 'Outro', credential: madePasskey } },
  'DELETE /v1/passkeys/{id}': { url: `/v1/passkeys/${a.passkey}` },
  'POST /v1/accounts/join/claim': { body: { intent: { convite: 'nao-existe' } } },
  'POST /v1/accounts/passkey-sign-in': { body: { credential: passkeyAnswer } },
  'POST /v1/accounts/sign-in-link': { body: { email: 'ninguem.link@exemplo.com' } },
  'GET /v1/accounts/sign-in-link/{token}': { url: '/v1/accounts/sign-in-link/nao-existe' },
  'POST /v1/accounts/sign-in-link/use': { body: { token: 'nao-existe' } },
  'POST /v1/accounts/google/finish': { body: { code: 'x', state: 'y' } },
  'GET /v1/accounts/join/player-link/{token}': {
    url: '/v1/accounts/join/player-link/nao-existe',
  },
  'POST /v1/accounts/join/passkey-options': {
    body: { intent: { convite: inviteToken, companyPlayerId: a.pending }, name: 'Zé' },
  },
  'POST /v1/accounts/join/passkey': {
    body: {
      intent: { convite: inviteToken },
      name: 'Zé',
      passkeyName: 'Celular',
      credential: madePasskey,
    },
  },
  'POST /v1/accounts/join/email': {
    body: { intent: { convite: 'nao-existe' }, name: 'Zé', email: 'ze.join@exemplo.com' },
  },
  'GET /v1/accounts/join/claims/{token}': { url: '/v1/accounts/join/claims/nao-existe' },
  'POST /v1/accounts/join/claims/session': { body: { token: 'nao-existe' } },
  'GET /v1/accounts/join/claim-emails/{token}': {
    url: '/v1/accounts/join/claim-emails/nao-existe',
  },
  'POST /v1/accounts/join/claim-emails/confirm': { body: { token: 'nao-existe' } },
}

const apiRoutes = await apiRoutesOf(app)
const routes = apiRoutes.map((route) => {
  const key = `${route.method} ${route.path}`
  const example = EXAMPLES[key]
  return {
    key,
    method: route.method as 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: example?.url ?? route.path,
    body: example?.body,
    memberRefusal: example?.memberRefusal,
    access: route.facts.access,
    namesGroupA: route.facts.namesGroupRows === true,
    needsExample: route.pathParams.length > 0 || (route.body?.required?.length ?? 0) > 0,
  }
})
type Route = (typeof routes)[number]

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
    exemptions: await db
      .select()
      .from(checkInExemptions)
      .where(eq(checkInExemptions.companyId, groupA.id)),
    psp: await db.select().from(pspConnections).where(eq(pspConnections.companyId, groupA.id)),
    schedules: byId(
      await db.select().from(gameSchedules).where(eq(gameSchedules.companyId, groupA.id)),
    ),
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
    passkeys: byId(await db.select().from(passkeys).where(inArray(passkeys.playerId, accountIds))),
    claims: byId(
      await db.select().from(membershipClaims).where(eq(membershipClaims.companyId, groupA.id)),
    ),
  })
}

const call = (route: Route, headers: Record<string, string>) =>
  app.inject({ method: route.method, url: route.url, headers, payload: route.body })

describe('the tenancy matrix', () => {
  it('has a request for every route that takes ids or a body, and for no other', () => {
    const missing = routes.filter((r) => r.needsExample && !EXAMPLES[r.key]).map((r) => r.key)
    expect(missing, 'routes without a request in EXAMPLES (tenancy.api.test.ts)').toEqual([])
    const stale = Object.keys(EXAMPLES).filter((key) => !routes.some((r) => r.key === key))
    expect(stale, 'requests in EXAMPLES for routes the API no longer has').toEqual([])
    expect(routes.length).toBeGreaterThan(100)
  })

  // An id in the path names a row of some group: the route must be one that refuses others'.
  it('knows every route whose path names a row declares namesGroupRows', () => {
    const undeclared = apiRoutes
      .filter((r) => r.facts.access !== 'public' && !r.facts.namesGroupRows)
      .filter((r) => r.pathParams.some((param) => /^id$|Id$/.test(param.name)))
      .map((r) => `${r.method} ${r.path}`)
    expect(undeclared, 'routes to declare namesGroupRows: true (lib/route.ts)').toEqual([])
  })

  const protectedRoutes = routes.filter((r) => r.access !== 'public')
  it.each(protectedRoutes.map((r) => [r.key, r] as const))(
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
  it.each(organiserRoutes.map((r) => [r.key, r] as const))(
    'refuses %s to a member, and changes nothing',
    async (_, route) => {
      const before = await groupASnapshot()
      const res = await call(route, member.headers)
      expect(res.statusCode).toBe(route.memberRefusal ?? 403)
      expect(await groupASnapshot()).toBe(before)
    },
  )

  it.each(routes.map((r) => [r.key, r] as const))(
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
