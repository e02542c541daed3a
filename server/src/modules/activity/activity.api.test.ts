import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { activityLog } from '../../db/schema/activity.ts'
import { bidDays, bidPlayers, reminderLinks } from '../../db/schema/bids.ts'
import { charges } from '../../db/schema/finance.ts'
import { companyPlayers, membershipClaims } from '../../db/schema/memberships.ts'
import {
  craquePolls,
  craqueVoteLinks,
  craqueVotes,
  memberRatings,
} from '../../db/schema/results.ts'
import { newOpaqueToken } from '../../lib/tokens.ts'
import { createBidsTestApp, inDays } from '../bids/bids.test-kit.ts'
import { apiRoutesOf } from '../../../test/fuzz/openapi-routes.ts'
import { FAKE_PSP, pixEnv, startFakePixPsp } from '../../../test/fake-pix-psp.ts'

// Every mutating route says on its route what it writes to the log (`logs` or `notLogged`,
// lib/route.ts; the app refuses to boot otherwise), and every one that logs writes exactly one
// entry of its kind, in its group (ADR 040). A logged route without a call below fails by name.
// Connecting a group's PSP (ADR 052) reaches a fake API Pix.
const psp = await startFakePixPsp()
const kit = await createBidsTestApp(pixEnv(psp.url))
const { app, db, call } = kit

const mutating = (await apiRoutesOf(app)).filter((route) => route.method !== 'GET')

/** A group with one member of each role, an open BID with its regulars, and the member in line. */
async function scene() {
  const team = await kit.createTeamWithOpenBid()
  const guestA = await kit.addMember(team.group.id, { activated: false, fullName: 'Avulso A' })
  const guestB = await kit.addMember(team.group.id, { activated: false, fullName: 'Avulso B' })
  return { ...team, guestA: guestA.member, guestB: guestB.member }
}
type Scene = Awaited<ReturnType<typeof scene>>

const at = (s: Scene, path: string) =>
  `${path}/${s.bidDayId}/${s.member.member.id}`.replace('/v1', '')
const entryEdit = (path: string, body: object) => (s: Scene) =>
  call('PUT', at(s, `/bids/${path}`), s.administrator.token, body)
async function waitlist(s: Scene) {
  await db
    .update(bidPlayers)
    .set({ status: 'waitlisted', waitlistedAt: new Date() })
    .where(eq(bidPlayers.companyPlayerId, s.member.member.id))
}

const FINANCE_SETTINGS = {
  pixKeyType: 'cpf',
  pixKey: '529.982.247-25',
  receiverName: 'Tesouraria da Pelada',
  receiverCity: 'São Paulo',
  monthlyFeeCents: null,
  gameFeeCents: null,
  dueDay: 10,
  courtCostCents: null,
}
/** An open charge of the member, made as the monthly job would (no entry of its own). */
// The season (ADR 036): a weekly game on the weekday of a date ten days ahead, to skip.
const SKIPPED_DATE = inDays(10).slice(0, 10)
const GAME = {
  weekdays: [new Date(`${SKIPPED_DATE}T12:00:00Z`).getUTCDay()],
  time: '20:00',
  location: null,
  opensDaysBefore: 6,
}

/** The scene's weekly game, added first (PREPARE). */
const gameScheduleOf = async (s: Scene) =>
  (await call('GET', '/groups/schedules', s.manager.token)).json<{ schedules: { id: number }[] }>()
    .schedules[0]!.id

async function openCharge(s: Scene, dueDate = inDays(-10).slice(0, 10)) {
  const [row] = await db
    .insert(charges)
    .values({
      companyId: s.group.id,
      companyPlayerId: s.member.member.id,
      kind: 'one_off',
      description: 'Churrasco',
      amountCents: 3000,
      dueDate,
    })
    .returning({ id: charges.id })
  return row!.id
}
/** Everyone in the BID confirmed, with the two guests: enough for two teams of three. */
async function confirmAll(s: Scene) {
  await db.insert(bidPlayers).values(
    [s.guestA, s.guestB].map((guest) => ({
      companyId: s.group.id,
      bidDayId: s.bidDayId,
      companyPlayerId: guest.id,
      typePlayer: guest.typePlayer,
    })),
  )
  await db
    .update(bidPlayers)
    .set({ status: 'confirmed', confirmedAt: new Date() })
    .where(eq(bidPlayers.bidDayId, s.bidDayId))
}
/** An open craque vote on the scene's BID, everyone confirmed. */
async function openPoll(s: Scene) {
  await confirmAll(s)
  await db.insert(craquePolls).values({
    companyId: s.group.id,
    bidDayId: s.bidDayId,
    closesAt: new Date(Date.now() + 86_400_000),
  })
}
const drawTeams = (s: Scene) =>
  call('POST', '/bids/generate-teams-to-play', s.administrator.token, {
    quantityOfPlayersEachTeam: 3,
  })

/** One call per logged route: what a person does to make that change. */
const CALLS: Record<string, (s: Scene) => ReturnType<typeof call>> = {
  'POST /v1/reminders/{token}/answer': async (s) => {
    const { token, hash } = newOpaqueToken()
    await db.insert(reminderLinks).values({
      tokenHash: hash,
      companyId: s.group.id,
      bidDayId: s.bidDayId,
      companyPlayerId: s.member.member.id,
      expiresAt: new Date(Date.now() + 86_400_000),
    })
    return call('POST', `/reminders/${token}/answer`, undefined, { answer: 'vou' })
  },
  'POST /v1/company-players/create-company-player': (s) =>
    call('POST', '/company-players/create-company-player', s.administrator.token, {
      fullName: 'Novo Jogador',
      nickname: 'Novo',
      playerPosition: 'defender',
      typePlayer: 'monthly',
    }),
  'POST /v1/company-players/bulk-create': (s) =>
    call('POST', '/company-players/bulk-create', s.administrator.token, {
      players: [
        { fullName: 'Colado Um', goalkeeper: false, typePlayer: 'monthly' },
        { fullName: 'Colado Dois', goalkeeper: true, typePlayer: 'sporadic' },
      ],
    }),
  'PUT /v1/company-players/edit/{playerId}/{companyPlayerId}': async (s) => {
    const id = s.member.member.id
    const url = `/company-players/edit/${id}/${id}`
    const current = (await call('GET', url, s.administrator.token)).json<Record<string, unknown>>()
    return call('PUT', url, s.administrator.token, { ...current, skillLevel: 9 })
  },
  'PUT /v1/company-players/contact/{playerId}/{companyPlayerId}': (s) =>
    call('PUT', `/company-players/contact/${s.guestA.id}/${s.guestA.id}`, s.administrator.token, {
      email: 'colado@exemplo.com',
      phone: null,
      typePlayer: 'sporadic',
    }),
  'DELETE /v1/company-players/delete/{playerId}/{companyPlayerId}': (s) =>
    call('DELETE', `/company-players/delete/${s.guestA.id}/${s.guestA.id}`, s.administrator.token),
  'POST /v1/company-players/merge': (s) =>
    call('POST', '/company-players/merge', s.administrator.token, {
      keepCompanyPlayerId: s.guestA.id,
      mergeCompanyPlayerId: s.guestB.id,
    }),
  'POST /v1/company-players/forgive-absence': (s) =>
    call('POST', '/company-players/forgive-absence', s.administrator.token, {
      companyPlayerId: s.member.member.id,
      bidDayId: s.bidDayId,
    }),
  'POST /v1/company-players/invite-link/renew': (s) =>
    call('POST', '/company-players/invite-link/renew', s.administrator.token),
  'POST /v1/bids/create-bid': async (s) => {
    await db.update(bidDays).set({ status: 'cancelled' }).where(eq(bidDays.id, s.bidDayId))
    return call('POST', '/bids/create-bid', s.administrator.token, { dayOfMatch: inDays(4) })
  },
  'PUT /v1/bids/update-bid/{id}': (s) =>
    call('PUT', `/bids/update-bid/${s.bidDayId}`, s.administrator.token, {
      dayOfMatch: inDays(5),
    }),
  'DELETE /v1/bids/delete-bid/{id}': (s) =>
    call('DELETE', `/bids/delete-bid/${s.bidDayId}`, s.administrator.token),
  'POST /v1/bids/complete-bid/{id}': async (s) => {
    await db
      .update(bidDays)
      .set({ dayOfMatch: inDays(-1) })
      .where(eq(bidDays.id, s.bidDayId))
    return call('POST', `/bids/complete-bid/${s.bidDayId}`, s.administrator.token)
  },
  'POST /v1/bids/{id}/nudge': (s) => call('POST', `/bids/${s.bidDayId}/nudge`, s.manager.token),
  'PUT /v1/bids/update-status-player/{bidDayId}/{companyPlayerId}': (s) =>
    call('PUT', at(s, '/bids/update-status-player'), s.member.token, { status: 'confirmed' }),
  'POST /v1/bids/promote-waitlisted/{bidDayId}/{companyPlayerId}': async (s) => {
    await waitlist(s)
    return call('POST', at(s, '/bids/promote-waitlisted'), s.administrator.token)
  },
  'DELETE /v1/bids/remove-waitlisted/{bidDayId}/{companyPlayerId}': async (s) => {
    await waitlist(s)
    return call('DELETE', at(s, '/bids/remove-waitlisted'), s.administrator.token)
  },
  'PUT /v1/bids/update-position-player/{bidDayId}/{companyPlayerId}': entryEdit(
    'update-position-player',
    { playerPosition: 'striker' },
  ),
  'PUT /v1/bids/update-skill-level-player/{bidDayId}/{companyPlayerId}': entryEdit(
    'update-skill-level-player',
    { skillLevel: 8 },
  ),
  'PUT /v1/bids/update-quantity-of-goals-player/{bidDayId}/{companyPlayerId}': entryEdit(
    'update-quantity-of-goals-player',
    { quantityOfGoals: 2 },
  ),
  'PUT /v1/bids/update-quantity-of-assists-player/{bidDayId}/{companyPlayerId}': entryEdit(
    'update-quantity-of-assists-player',
    { quantityOfAssists: 1 },
  ),
  'PUT /v1/bids/update-quantity-of-ball-recoveries-player/{bidDayId}/{companyPlayerId}': entryEdit(
    'update-quantity-of-ball-recoveries-player',
    { quantityOfBallRecoveries: 3 },
  ),
  'PUT /v1/bids/update-quantity-of-goalkeeper-defender-player/{bidDayId}/{companyPlayerId}':
    entryEdit('update-quantity-of-goalkeeper-defender-player', { quantityOfGoalKeeperDefender: 4 }),
  'PUT /v1/bids/update-weakly-team-stats/{bidDayId}/{companyPlayerId}': entryEdit(
    'update-weakly-team-stats',
    { weaklyTeamStats: true },
  ),
  'POST /v1/bids/add-sporadic-player': (s) =>
    call('POST', '/bids/add-sporadic-player', s.administrator.token, {
      bidDayId: s.bidDayId,
      companyPlayerId: s.guestA.id,
      playerName: 'Avulso A',
    }),
  'POST /v1/bids/add-sporadic-player/': (s) =>
    call('POST', '/bids/add-sporadic-player/', s.administrator.token, {
      bidDayId: s.bidDayId,
      companyPlayerId: 0,
      playerName: 'Convidado Novo',
    }),
  'POST /v1/bids/generate-teams-to-play': async (s) => {
    await confirmAll(s)
    return call('POST', '/bids/generate-teams-to-play', s.administrator.token, {
      quantityOfPlayersEachTeam: 3,
    })
  },
  'POST /v1/groups/close': (s) => call('POST', '/groups/close', s.administrator.token),
  'POST /v1/groups/reopen': (s) => call('POST', '/groups/reopen', s.administrator.token),
  'PUT /v1/groups/settings': (s) =>
    call('PUT', '/groups/settings', s.administrator.token, {
      name: 'Pelada Renomeada',
      defaultLocationGame: 'Quadra Nova',
      forecastCity: null,
      timeZone: 'America/Sao_Paulo',
      remindersEnabled: false,
      linkPreviews: false,
    }),
  'PUT /v1/results/craque-settings': (s) =>
    call('PUT', '/results/craque-settings', s.manager.token, { voteEnabled: false }),
  'PUT /v1/groups/schedule': (s) =>
    call('PUT', '/groups/schedule', s.manager.token, { enabled: true, monthlyWindowHours: 48 }),
  'POST /v1/groups/schedules': (s) => call('POST', '/groups/schedules', s.manager.token, GAME),
  'PUT /v1/groups/schedules/{id}': async (s) =>
    call('PUT', `/groups/schedules/${await gameScheduleOf(s)}`, s.manager.token, {
      ...GAME,
      time: '21:00',
    }),
  'DELETE /v1/groups/schedules/{id}': async (s) =>
    call('DELETE', `/groups/schedules/${await gameScheduleOf(s)}`, s.manager.token),
  'POST /v1/groups/schedule/skips': (s) =>
    call('POST', '/groups/schedule/skips', s.manager.token, {
      localDate: SKIPPED_DATE,
      reason: 'feriado',
    }),
  'DELETE /v1/groups/schedule/skips/{localDate}': (s) =>
    call('DELETE', `/groups/schedule/skips/${SKIPPED_DATE}`, s.manager.token),
  'PUT /v1/finance/settings': (s) =>
    call('PUT', '/finance/settings', s.manager.token, FINANCE_SETTINGS),
  'POST /v1/finance/charges': (s) =>
    call('POST', '/finance/charges', s.administrator.token, {
      companyPlayerId: s.member.member.id,
      description: 'Churrasco',
      amountCents: 3000,
      dueDate: inDays(7).slice(0, 10),
    }),
  'PUT /v1/finance/charges/{id}/amount': async (s) =>
    call('PUT', `/finance/charges/${await openCharge(s)}/amount`, s.manager.token, {
      amountCents: 2500,
    }),
  'POST /v1/finance/charges/{id}/waive': async (s) =>
    call('POST', `/finance/charges/${await openCharge(s)}/waive`, s.manager.token, {
      reason: 'Aniversariante',
    }),
  'POST /v1/finance/charges/{id}/confirm': async (s) =>
    call('POST', `/finance/charges/${await openCharge(s)}/confirm`, s.manager.token, {
      method: 'pix',
    }),
  'POST /v1/finance/charges/{id}/undo-confirmation': async (s) => {
    const [charge] = await db
      .select({ id: charges.id })
      .from(charges)
      .where(eq(charges.companyId, s.group.id))
    return call('POST', `/finance/charges/${charge!.id}/undo-confirmation`, s.manager.token, {
      reason: 'Toque errado',
    })
  },
  'POST /v1/finance/remind': async (s) => {
    await openCharge(s)
    return call('POST', '/finance/remind', s.manager.token)
  },
  'POST /v1/finance/my-charges/{id}/paid': async (s) =>
    call('POST', `/finance/my-charges/${await openCharge(s)}/paid`, s.member.token),
  'PUT /v1/finance/check-in-exemptions/{companyPlayerId}': (s) =>
    call('PUT', `/finance/check-in-exemptions/${s.member.member.id}`, s.manager.token, {
      exempt: true,
    }),
  'PUT /v1/finance/psp': (s) =>
    call('PUT', '/finance/psp', s.administrator.token, { provider: psp.url, ...FAKE_PSP }),
  'DELETE /v1/finance/psp': (s) => call('DELETE', '/finance/psp', s.administrator.token),
  'POST /v1/bids/{bidDayId}/matches': (s) =>
    call('POST', `/bids/${s.bidDayId}/matches`, s.editor.token, {
      homeTeamId: 1,
      awayTeamId: 2,
      homeGoals: 2,
      awayGoals: 1,
    }),
  'DELETE /v1/bids/{bidDayId}/matches/{matchId}': async (s) => {
    const night = await call('GET', `/bids/${s.bidDayId}/night`, s.administrator.token)
    const [match] = night.json<{ matches: { id: number }[] }>().matches
    return call('DELETE', `/bids/${s.bidDayId}/matches/${match!.id}`, s.administrator.token)
  },
  'PUT /v1/bids/{bidDayId}/craque-vote': async (s) => {
    await openPoll(s)
    return call('PUT', `/bids/${s.bidDayId}/craque-vote`, s.member.token, {
      candidateId: s.manager.member.id,
    })
  },
  'POST /v1/craque/{token}/vote': async (s) => {
    await openPoll(s)
    const { token, hash } = newOpaqueToken()
    await db.insert(craqueVoteLinks).values({
      tokenHash: hash,
      companyId: s.group.id,
      bidDayId: s.bidDayId,
      companyPlayerId: s.member.member.id,
    })
    return call('POST', `/craque/${token}/vote`, undefined, { candidateId: s.manager.member.id })
  },
  'DELETE /v1/bids/{bidDayId}/craque-votes/{voterId}': async (s) => {
    await openPoll(s)
    await db.insert(craqueVotes).values({
      companyId: s.group.id,
      bidDayId: s.bidDayId,
      voterId: s.member.member.id,
      candidateId: s.manager.member.id,
    })
    return call(
      'DELETE',
      `/bids/${s.bidDayId}/craque-votes/${s.member.member.id}`,
      s.administrator.token,
    )
  },
  'POST /v1/players/{companyPlayerId}/apply-suggested-skill': async (s) => {
    await db.insert(memberRatings).values({
      companyId: s.group.id,
      companyPlayerId: s.member.member.id,
      mu: 33,
      sigma: 2,
      games: 8,
    })
    return call(
      'POST',
      `/players/${s.member.member.id}/apply-suggested-skill`,
      s.administrator.token,
    )
  },
  // Players who find their own name (ADR 049): someone claims guest A.
  'POST /v1/company-players/claims/{id}/confirm': async (s) =>
    call('POST', `/company-players/claims/${(await claimOn(s)).id}/confirm`, s.administrator.token),
  'POST /v1/company-players/claims/{id}/refuse': async (s) =>
    call('POST', `/company-players/claims/${(await claimOn(s)).id}/refuse`, s.administrator.token),
  'POST /v1/company-players/claims/{id}/undo': async (s) =>
    call('POST', `/company-players/claims/${(await claimOn(s)).id}/undo`, s.administrator.token),
  'POST /v1/accounts/join/claim-emails/confirm': async (s) =>
    call('POST', '/accounts/join/claim-emails/confirm', undefined, {
      token: (await claimOn(s)).emailToken,
    }),
  'POST /v1/company-players/{companyPlayerId}/player-link/renew': (s) =>
    call('POST', `/company-players/${s.guestA.id}/player-link/renew`, s.administrator.token),
}

/** A claim on guest A by a person of another group, made once per scene. */
const claimsOfScenes = new Map<number, { id: number; emailToken: string }>()
async function claimOn(s: Scene) {
  const made = claimsOfScenes.get(s.group.id)
  if (made) return made
  const elsewhere = await kit.createTeam('Outra')
  const email = newOpaqueToken()
  const [row] = await db
    .insert(membershipClaims)
    .values({
      companyId: s.group.id,
      companyPlayerId: s.guestA.id,
      playerId: elsewhere.member.member.playerId!,
      via: 'group_link',
      claimantName: 'Quem Diz Ser',
      claimTokenHash: newOpaqueToken().hash,
      emailTokenHash: email.hash,
    })
    .returning({ id: membershipClaims.id })
  const claim = { id: row!.id, emailToken: email.token }
  claimsOfScenes.set(s.group.id, claim)
  return claim
}

/** What a call needs done first through the API (its own entries are not counted). */
const PREPARE: Record<string, (s: Scene) => Promise<unknown>> = {
  // A furão to forgive (ADR 060): the member marked 'Faltou sem avisar' in the scene's BID.
  'POST /v1/company-players/forgive-absence': (s) =>
    db
      .update(bidPlayers)
      .set({ status: 'absent', missed: 'no_show' })
      .where(
        and(
          eq(bidPlayers.bidDayId, s.bidDayId),
          eq(bidPlayers.companyPlayerId, s.member.member.id),
        ),
      ),
  'POST /v1/company-players/claims/{id}/undo': (s) =>
    CALLS['POST /v1/company-players/claims/{id}/confirm']!(s),
  'POST /v1/groups/schedule/skips': (s) => CALLS['POST /v1/groups/schedules']!(s),
  'DELETE /v1/groups/schedule/skips/{localDate}': async (s) => {
    await CALLS['POST /v1/groups/schedules']!(s)
    return CALLS['POST /v1/groups/schedule/skips']!(s)
  },
  'PUT /v1/groups/schedules/{id}': (s) => CALLS['POST /v1/groups/schedules']!(s),
  'DELETE /v1/groups/schedules/{id}': (s) => CALLS['POST /v1/groups/schedules']!(s),
  'POST /v1/groups/reopen': (s) => call('POST', '/groups/close', s.administrator.token),
  'POST /v1/finance/remind': (s) =>
    call('PUT', '/finance/settings', s.manager.token, FINANCE_SETTINGS),
  'PUT /v1/finance/psp': (s) => call('PUT', '/finance/settings', s.manager.token, FINANCE_SETTINGS),
  'POST /v1/finance/charges/{id}/undo-confirmation': async (s) =>
    call('POST', `/finance/charges/${await openCharge(s)}/confirm`, s.manager.token, {
      method: 'cash',
    }),
  'DELETE /v1/finance/psp': async (s) => {
    await call('PUT', '/finance/settings', s.manager.token, FINANCE_SETTINGS)
    return CALLS['PUT /v1/finance/psp']!(s)
  },
  'POST /v1/bids/{bidDayId}/matches': async (s) => {
    await confirmAll(s)
    return drawTeams(s)
  },
  'DELETE /v1/bids/{bidDayId}/matches/{matchId}': async (s) => {
    await confirmAll(s)
    await drawTeams(s)
    return CALLS['POST /v1/bids/{bidDayId}/matches']!(s)
  },
}

const entriesOf = (companyId: number) =>
  db
    .select({ id: activityLog.id, kind: activityLog.kind })
    .from(activityLog)
    .where(eq(activityLog.companyId, companyId))

const logged = mutating.flatMap(({ method, path, facts }) =>
  facts.logs ? [{ route: `${method} ${path}`, kind: facts.logs }] : [],
)

describe('the mutating routes', () => {
  it('are many, and each says what it logs', () => {
    expect(mutating.length).toBeGreaterThan(40)
    const silent = mutating.filter((route) => !route.facts.logs && !route.facts.notLogged)
    expect(silent.map((route) => `${route.method} ${route.path}`)).toEqual([])
  })

  it('have a call below for each one that logs, and none for any other', () => {
    const loggedRoutes = logged.map(({ route }) => route)
    const stale = Object.keys(CALLS).filter((route) => !loggedRoutes.includes(route))
    expect(stale, 'calls in CALLS for routes that log nothing (or no longer exist)').toEqual([])
  })
})

describe('every logged route writes exactly one entry, in its transaction', () => {
  it.each(logged)('$route → $kind', async ({ route, kind }) => {
    const make = CALLS[route]
    expect(make, `no call for ${route} in CALLS (activity.api.test.ts)`).toBeDefined()
    const s = await scene()
    await PREPARE[route]?.(s)
    const before = await entriesOf(s.group.id)
    const res = await make!(s)
    expect(res.statusCode, res.body).toBeLessThan(300)
    const added = (await entriesOf(s.group.id)).filter(
      (row) => !before.some((old) => old.id === row.id),
    )
    expect(added.map((row) => row.kind)).toEqual([kind])
    // And it reads in words (activity-words.ts), not as its kind.
    const log = await call('GET', '/activity', s.administrator.token)
    const newest = log.json<{ entries: { kind: string; text: string }[] }>().entries[0]
    expect(newest?.kind).toBe(kind)
    expect(newest?.text).not.toContain(kind)
  })

  it('a refused change writes no entry', async () => {
    const s = await scene()
    const before = await entriesOf(s.group.id)
    const res = await call('PUT', at(s, '/bids/update-status-player'), s.editor.token, {
      status: 'bogus',
    })
    expect(res.statusCode).toBe(400)
    const other = await call(
      'PUT',
      `/bids/update-status-player/${s.bidDayId}/${s.manager.member.id}`,
      s.member.token,
      { status: 'confirmed' },
    )
    expect(other.statusCode).toBe(403)
    expect(await entriesOf(s.group.id)).toEqual(before)
  })
})

type Page = {
  entries: { id: number; kind: string; text: string }[]
  nextBefore: number | null
  people: { id: number; name: string }[]
  bids: { id: number; number: number }[]
}

describe('GET /v1/activity and /v1/activity/mine', () => {
  it('read the log in words, newest first, filtered and paged, to whom may see it', async () => {
    const s = await scene()
    // People are named by nickname, as everywhere else in the app.
    const nicknames = [
      [s.administrator, 'Chefe'],
      [s.editor, 'Edi'],
      [s.manager, 'Gegê'],
      [s.member, 'Memê'],
    ] as const
    for (const [who, nickname] of nicknames) {
      await db.update(companyPlayers).set({ nickname }).where(eq(companyPlayers.id, who.member.id))
    }
    const status = (token: string, id: number, to: string) =>
      call('PUT', `/bids/update-status-player/${s.bidDayId}/${id}`, token, { status: to })
    await status(s.member.token, s.member.member.id, 'confirmed')
    await status(s.editor.token, s.member.member.id, 'absent')
    await entryEdit('update-quantity-of-goals-player', { quantityOfGoals: 2 })(s)
    for (let i = 0; i < 20; i++) {
      await status(s.editor.token, s.manager.member.id, i % 2 ? 'confirmed' : 'absent')
    }
    const read = async (token: string, query = '') => {
      const res = await call('GET', `/activity${query}`, token)
      expect(res.statusCode, res.body).toBe(200)
      return res.json<Page>()
    }
    expect((await call('GET', '/activity', s.editor.token)).statusCode).toBe(403)
    expect((await call('GET', '/activity', s.member.token)).statusCode).toBe(403)

    const first = await read(s.manager.token)
    expect(first.entries).toHaveLength(20)
    expect(first.entries.map((e) => e.id)).toEqual(
      [...first.entries.map((e) => e.id)].sort((a, b) => b - a),
    )
    const rest = await read(s.manager.token, `?before=${first.nextBefore}`)
    expect(rest.nextBefore).toBeNull()
    // 1 BID created + 1 + 1 + 1 + 20 changes.
    expect(first.entries.length + rest.entries.length).toBe(24)
    expect(rest.entries.at(-1)!.text).toBe(`Chefe criou o BID #${s.number}`)

    const aboutMember = await read(s.administrator.token, `?person=${s.member.member.id}`)
    expect(aboutMember.entries.map((e) => e.text)).toEqual([
      `Chefe mudou os gols de Memê de 0 para 2 no BID #${s.number}`,
      `Edi mudou o status de Memê de Confirmado para Ausente no BID #${s.number}`,
      `Memê mudou o próprio status de Pendente para Confirmado no BID #${s.number}`,
    ])
    expect(aboutMember.people.map((p) => p.name)).toEqual(
      expect.arrayContaining(['Chefe', 'Edi', 'Gegê', 'Memê']),
    )
    expect(aboutMember.bids).toEqual([{ id: s.bidDayId, number: s.number }])
    expect((await read(s.administrator.token, '?kind=register')).entries).toEqual([])
    expect((await read(s.administrator.token, `?bid=${s.bidDayId}&kind=bid`)).entries).toHaveLength(
      20,
    )
    expect(
      (await call('GET', '/activity?kind=dinheiro', s.administrator.token)).json().message,
    ).toBe('Tipo de atividade inválido')

    // A member sees the entries about themselves, and nothing about the others.
    const mine = await call('GET', '/activity/mine', s.member.token)
    expect(mine.json<Page>().entries.map((e) => e.kind)).toEqual([
      'bid.entry',
      'bid.status',
      'bid.status',
    ])
  })
})
