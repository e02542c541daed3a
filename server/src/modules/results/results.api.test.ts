import { and, eq, like } from 'drizzle-orm'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { CraqueVoteResponse, Night, SkillSuggestion } from '@bidfut/domain/contracts/results'
import type { TeamDraw } from '@bidfut/domain/contracts/teams'
import { displayName } from '@bidfut/domain/rules/person-names'
import { bidPlayers } from '../../db/schema/bids.ts'
import { companyPlayers } from '../../db/schema/memberships.ts'
import { emailOutbox, pushOutbox, pushSubscriptions } from '../../db/schema/messages.ts'
import { clock } from '../../lib/clock.ts'
import { createResultsTestApp } from './results.test-kit.ts'

const kit = await createResultsTestApp()
const { app, db, call, playedBid, drawTeams, finish } = kit

afterEach(() => vi.restoreAllMocks())

const DAY = 24 * 3_600_000

/** Vote links from the 'BID finalizado' emails, by recipient. */
async function voteLinks(night: { bid: { number: number }; group: { id: number } }) {
  const rows = await db
    .select()
    .from(emailOutbox)
    .where(
      and(
        like(emailOutbox.subject, `BID #${night.bid.number} finalizado`),
        eq(emailOutbox.companyId, night.group.id),
      ),
    )
  return new Map(
    rows.map((r) => [r.toAddress, /\/craque\/([A-Za-z0-9_-]{43})/.exec(r.textBody)![1]!]),
  )
}

const matchesNight = await playedBid('Matches')
const finishNight = await playedBid('Finish')
const resultNight = await playedBid('Resultado', 6)
const quietNight = await playedBid('SemVoto', 3)

describe('the night’s matches', () => {
  const night = matchesNight
  const admin = night.administrator.token
  const url = `/bids/${night.bid.id}/matches`

  it('refuses matches before the draw, then records them in order for organisers only', async () => {
    const early = await call('POST', url, admin, { homeTeamId: 1, awayTeamId: 2 })
    expect(early.statusCode).toBe(409)
    expect(early.json().message).toBe('Sorteie os times antes de registrar os jogos da noite.')

    expect((await drawTeams(admin)).statusCode).toBe(200)
    expect(
      (await call('POST', url, night.member.token, { homeTeamId: 1, awayTeamId: 2 })).statusCode,
    ).toBe(403)
    const first = await call('POST', url, admin, {
      homeTeamId: 1,
      awayTeamId: 2,
      homeGoals: 2,
      awayGoals: 1,
    })
    expect(first.statusCode).toBe(200)
    const second = await call('POST', url, night.editor.token, { homeTeamId: 1, awayTeamId: 3 })
    const body = second.json() as Night
    expect(body.teamIds).toEqual([1, 2, 3])
    expect(body.matches.map((m) => [m.order, m.homeTeamId, m.awayTeamId, m.homeGoals])).toEqual([
      [1, 1, 2, 2],
      [2, 1, 3, null],
    ])
    const removed = await call('DELETE', `${url}/${body.matches[1]!.id}`, admin)
    expect((removed.json() as Night).matches).toHaveLength(1)
  })

  it.each([
    [{ homeTeamId: 1, awayTeamId: 9 }, 400, 'Escolha dois times do sorteio deste BID.'],
    [
      { homeTeamId: 2, awayTeamId: 2 },
      400,
      'Um time não joga contra ele mesmo: escolha dois times diferentes.',
    ],
    [
      { homeTeamId: 1, awayTeamId: 2, homeGoals: -1, awayGoals: 0 },
      400,
      'O placar de cada time deve ser um número de 0 a 30.',
    ],
    [
      { homeTeamId: 1, awayTeamId: 2, homeGoals: 31, awayGoals: 0 },
      400,
      'O placar de cada time deve ser um número de 0 a 30.',
    ],
    [
      { homeTeamId: 1, awayTeamId: 2, homeGoals: 3 },
      400,
      'Informe o placar dos dois times, ou de nenhum.',
    ],
  ])('refuses %o with a clear message', async (body, status, message) => {
    const res = await call('POST', url, admin, body)
    expect(res.statusCode).toBe(status)
    expect(res.body).toContain(message)
  })
})

describe("the 'BID finalizado' email (ADR 061)", () => {
  const finishedEmails = async (bidNumber: number, companyId: number) =>
    (
      await db
        .select()
        .from(emailOutbox)
        .where(like(emailOutbox.subject, `BID #${bidNumber} finalizado`))
    ).filter((row) => row.companyId === companyId)

  it('tells the score and the scorers, with a vote link, to each player who wants it, once', async () => {
    const night = resultNight
    const admin = night.administrator.token
    const [a, b, c] = night.players
    // The player's own choice, from /perfil: nobody else can turn it off for them.
    const off = await call('PUT', '/profile/email-notices', a!.token, {
      resultEmails: false,
      digestEmails: true,
    })
    expect(off.json()).toEqual({ resultEmails: false, digestEmails: true })
    expect((await call('GET', '/profile/email-notices', a!.token)).json()).toEqual({
      resultEmails: false,
      digestEmails: true,
    })
    const badChoice = await call('PUT', '/profile/email-notices', b!.token, { resultEmails: 'x' })
    expect(badChoice.statusCode).toBe(400)

    for (const [who, goals] of [
      [b!, 2],
      [c!, 1],
    ] as const) {
      await db
        .update(bidPlayers)
        .set({ quantityOfGoals: goals })
        .where(eq(bidPlayers.companyPlayerId, who.member.id))
    }
    expect((await drawTeams(admin)).statusCode).toBe(200)
    const match = { homeTeamId: 1, awayTeamId: 2, homeGoals: 2, awayGoals: 1 }
    expect((await call('POST', `/bids/${night.bid.id}/matches`, admin, match)).statusCode).toBe(200)
    expect((await finish(admin, night.bid.id)).statusCode).toBe(200)
    expect((await finish(admin, night.bid.id)).statusCode).not.toBe(200)

    const rows = await finishedEmails(night.bid.number, night.group.id)
    expect(rows.map((r) => r.toAddress).sort()).toEqual(
      night.players
        .slice(1)
        .map((p) => p.member.email)
        .sort(),
    )
    const text = rows[0]!.textBody
    expect(text).toContain('Placar:\nTime 1 2 × 1 Time 2')
    expect(text).toContain(`Gols: ${displayName(b!.member)} (2), ${displayName(c!.member)} (1)`)
    expect(text).toContain('A votação do craque está aberta por 24 horas.')
    expect(text).toMatch(/Votar no craque da partida: \S+\/craque\/[A-Za-z0-9_-]{43}/)
    expect(text).toContain('Desligue "Email de BID finalizado" no seu perfil')
  })

  it('without the vote, says where the night is and still goes to each player', async () => {
    const night = quietNight
    const admin = night.administrator.token
    const settings = await call('PUT', '/results/craque-settings', admin, { voteEnabled: false })
    expect(settings.statusCode).toBe(200)
    expect((await finish(admin, night.bid.id)).statusCode).toBe(200)
    const rows = await finishedEmails(night.bid.number, night.group.id)
    expect(rows).toHaveLength(3)
    expect(rows[0]!.textBody).not.toContain('/craque/')
    expect(rows[0]!.textBody).not.toContain('Placar')
    expect(rows[0]!.textBody).toContain('Ver o histórico: ')
    const push = await db
      .select()
      .from(pushOutbox)
      .where(eq(pushOutbox.dedupeKey, `craque-vote-opened:${night.bid.id}`))
    expect(push).toEqual([])
  })
})

describe('finishing a BID: ratings, the vote and its email', () => {
  const night = finishNight
  const admin = night.administrator.token
  const [a, b, c] = night.players

  it('keeps the matches, rates the players and opens the vote with an email to each confirmed player', async () => {
    const draw = (await drawTeams(admin)).json() as TeamDraw
    for (let i = 0; i < 6; i++) {
      const res = await call('POST', `/bids/${night.bid.id}/matches`, admin, {
        homeTeamId: 1,
        awayTeamId: 2 + (i % 2),
        homeGoals: 3,
        awayGoals: 1,
      })
      expect(res.statusCode).toBe(200)
    }
    // One confirmed player's phone wants 'BID finalizado: vote no craque', another's does not.
    await db.insert(pushSubscriptions).values(
      [a!, b!].map((player, i) => ({
        playerId: player.member.playerId!,
        endpoint: `https://fcm.googleapis.com/fcm/send/craque-${i}`,
        p256dh: 'p256dh',
        auth: 'auth',
        kinds: [i === 0 ? ('craque-vote' as const) : ('reminder' as const)],
      })),
    )
    expect((await finish(admin, night.bid.id)).statusCode).toBe(200)
    const pushes = await db
      .select({ payload: pushOutbox.payload })
      .from(pushOutbox)
      .where(eq(pushOutbox.dedupeKey, `craque-vote-opened:${night.bid.id}`))
    expect(pushes).toEqual([
      {
        payload: expect.objectContaining({
          title: `${night.group.name}: BID #${night.bid.number} finalizado`,
          url: expect.stringMatching(/\/check-in$/),
        }),
      },
    ])

    const read = (await call('GET', `/bids/${night.bid.id}/night`, a!.token)).json() as Night
    expect(read.status).toBe('finished')
    expect(read.matches).toHaveLength(6)
    expect(read.craque).toMatchObject({ state: 'open', votesCast: 0, canVote: true, winners: [] })
    expect(read.craque.candidates).toHaveLength(night.players.length - 1)

    const links = await voteLinks(night)
    expect(links.size).toBe(night.players.length)

    // Team 1 won six times: its players get a suggestion above 5, nobody's typed skill moved.
    const suggestions = (
      await call('GET', '/players/skill-suggestions', admin)
    ).json() as SkillSuggestion[]
    const winners = draw.teams[0]!.players.map((p) => p.companyPlayerId)
    const winner = suggestions.find((s) => s.companyPlayerId === winners[0])!
    expect(winner).toMatchObject({ matches: 6, skillLevel: 5 })
    expect(winner.suggestedSkill).toBeGreaterThan(5)
    expect((await call('GET', '/players/skill-suggestions', a!.token)).statusCode).toBe(403)

    // One tap by an organiser applies it; a member cannot.
    const applyUrl = `/players/${winner.companyPlayerId}/apply-suggested-skill`
    expect((await call('POST', applyUrl, a!.token)).statusCode).toBe(403)
    expect((await call('POST', applyUrl, admin)).statusCode).toBe(200)
    const [row] = await db
      .select()
      .from(companyPlayers)
      .where(eq(companyPlayers.id, winner.companyPlayerId))
    expect(row!.skillLevel).toBe(winner.suggestedSkill)
  })

  it('refuses votes for oneself, for someone not in the BID, by someone not confirmed, and the same vote twice', async () => {
    const vote = (token: string, candidateId: number) =>
      call('PUT', `/bids/${night.bid.id}/craque-vote`, token, { candidateId })
    const cases: [Awaited<ReturnType<typeof vote>>, number, string][] = [
      [await vote(a!.token, a!.member.id), 400, 'Você não pode votar em si mesmo.'],
      [
        await vote(a!.token, night.member.member.id),
        400,
        'Escolha um jogador que estava confirmado neste BID.',
      ],
      [
        await vote(night.member.token, a!.member.id),
        403,
        'Só quem estava confirmado neste BID pode votar.',
      ],
    ]
    for (const [res, status, message] of cases) {
      expect(res.statusCode).toBe(status)
      expect(res.json().message).toBe(message)
    }
    expect((await vote(a!.token, b!.member.id)).statusCode).toBe(200)
    const twice = await vote(a!.token, b!.member.id)
    expect(twice.statusCode).toBe(409)
    expect(twice.json().message).toBe('Seu voto já é para este jogador.')
    // Changing the vote is fine until closing; the tally stays hidden.
    const changed = (await vote(a!.token, c!.member.id)).json() as CraqueVoteResponse
    expect(changed.poll).toMatchObject({
      state: 'open',
      votesCast: 1,
      myVote: c!.member.id,
      winners: [],
    })
    expect(JSON.stringify(changed.poll)).not.toMatch(/tally|count/i)
  })

  it('opens the email link without voting; a tap votes', async () => {
    const links = await voteLinks(night)
    const token = [...links].find(([to]) => to.toLowerCase() === 'j2.finish@teste.com')![1]
    const page = await call('GET', `/craque/${token}`)
    expect(page.statusCode).toBe(200)
    expect(page.json().poll).toMatchObject({ votesCast: 1, myVote: null, canVote: true })
    const tapped = await call('POST', `/craque/${token}/vote`, undefined, {
      candidateId: c!.member.id,
    })
    expect(tapped.statusCode).toBe(200)
    expect((tapped.json() as CraqueVoteResponse).poll.votesCast).toBe(2)
    expect((await call('GET', '/craque/' + 'x'.repeat(43))).statusCode).toBe(404)
  })

  it('lets an organiser void a vote of someone who did not play, and not a member', async () => {
    const voter = night.players[3]!
    await call('PUT', `/bids/${night.bid.id}/craque-vote`, voter.token, {
      candidateId: b!.member.id,
    })
    const path = `/bids/${night.bid.id}/craque-votes/${voter.member.id}`
    const voters = await call('GET', `/bids/${night.bid.id}/craque-voters`, night.editor.token)
    expect(voters.json()).toContainEqual({
      companyPlayerId: voter.member.id,
      name: expect.any(String),
      voided: false,
    })
    expect(voters.body).not.toContain('candidate')
    expect((await call('GET', `/bids/${night.bid.id}/craque-voters`, a!.token)).statusCode).toBe(
      403,
    )
    expect((await call('DELETE', path, a!.token)).statusCode).toBe(403)
    expect((await call('DELETE', path, night.editor.token)).statusCode).toBe(200)
    const again = await call('PUT', `/bids/${night.bid.id}/craque-vote`, voter.token, {
      candidateId: a!.member.id,
    })
    expect(again.statusCode).toBe(403)
    expect(again.json().message).toBe('Seu voto neste BID foi anulado pela organização.')
  })

  it('closes on the clock once, crowns the most voted, and refuses late votes', async () => {
    const late = new Date(Date.now() + DAY + 60_000)
    expect(await app.jobs.run('craque-closing', new Date())).toEqual({ closed: 0 })
    vi.spyOn(clock, 'now').mockReturnValue(late)
    const refused = await call('PUT', `/bids/${night.bid.id}/craque-vote`, b!.token, {
      candidateId: a!.member.id,
    })
    expect(refused.statusCode).toBe(409)
    expect(refused.json().message).toBe('A votação do craque da partida já foi encerrada.')
    expect((await call('GET', `/bids/${night.bid.id}/night`, a!.token)).json().craque.state).toBe(
      'counting',
    )
    // Past closesAt, before the closer ran: the count is due, so no vote is voided any more.
    const voidLate = await call(
      'DELETE',
      `/bids/${night.bid.id}/craque-votes/${a!.member.id}`,
      night.editor.token,
    )
    expect(voidLate.statusCode).toBe(409)
    expect(voidLate.json().message).toBe('A votação do craque da partida já foi encerrada.')

    // This night's vote and the 'BID finalizado' night's, each once.
    expect(await app.jobs.run('craque-closing', late)).toEqual({ closed: 2 })
    expect(await app.jobs.run('craque-closing', late)).toEqual({ closed: 0 })
    const read = (await call('GET', `/bids/${night.bid.id}/night`, a!.token)).json() as Night
    expect(read.craque).toMatchObject({ state: 'closed', votesCast: 2, winnerVotes: 2 })
    expect(read.craque.winners.map((w) => w.companyPlayerId)).toEqual([c!.member.id])

    const byBid = (await call('GET', '/results/craques-by-bid', a!.token)).json()
    expect(byBid).toEqual([{ bidDayId: night.bid.id, winners: [read.craque.winners[0]] }])
    const ranking = (await call('GET', '/results/craques', a!.token)).json()
    expect(ranking.seasonAwards).toEqual([{ ...read.craque.winners[0], awards: 1 }])
    const mine = (await call('GET', '/results/my-season', c!.token)).json()
    expect(mine).toMatchObject({ craqueAwards: 1 })
    expect(mine.wins + mine.losses + mine.draws).toBeGreaterThan(0)
  })
})

describe('ties and the group switch', () => {
  it('crowns everyone tied at the top', async () => {
    const night = await playedBid('Tie', 4)
    await finish(night.administrator.token, night.bid.id)
    const [p1, p2, p3, p4] = night.players
    const vote = (voter: typeof p1, candidate: typeof p1) =>
      call('PUT', `/bids/${night.bid.id}/craque-vote`, voter!.token, {
        candidateId: candidate!.member.id,
      })
    await vote(p1, p2)
    await vote(p2, p1)
    await vote(p3, p4)
    await vote(p4, p1)
    await vote(p3, p2) // changed: p1 and p2 tie on two
    await app.jobs.run('craque-closing', new Date(Date.now() + DAY + 1000))
    const read = (await call('GET', `/bids/${night.bid.id}/night`, p1!.token)).json() as Night
    expect(read.craque.winners.map((w) => w.companyPlayerId).sort()).toEqual(
      [p1!.member.id, p2!.member.id].sort(),
    )
  })

  it('opens no vote when an organiser switched it off', async () => {
    const night = await playedBid('Off', 4)
    expect(
      (await call('PUT', '/results/craque-settings', night.member.token, { voteEnabled: false }))
        .statusCode,
    ).toBe(403)
    const off = await call('PUT', '/results/craque-settings', night.manager.token, {
      voteEnabled: false,
    })
    expect(off.json()).toEqual({ voteEnabled: false, voteHours: 24 })
    await finish(night.administrator.token, night.bid.id)
    const read = (await call('GET', `/bids/${night.bid.id}/night`, night.players[0]!.token)).json()
    expect(read.craque.state).toBe('none')
    const res = await call('PUT', `/bids/${night.bid.id}/craque-vote`, night.players[0]!.token, {
      candidateId: night.players[1]!.member.id,
    })
    expect(res.statusCode).toBe(404)
    expect(res.json().message).toBe('Não há votação de craque para este BID.')
  })

  it('keeps the vote open for the hours the group chose, 1 to 24', async () => {
    const night = await playedBid('Bar', 4)
    for (const voteHours of [0, 25, 1.5, '2']) {
      const res = await call('PUT', '/results/craque-settings', night.manager.token, {
        voteEnabled: true,
        voteHours,
      })
      expect(res.statusCode).toBe(400)
      expect(res.json().message).toBe('A votação dura de 1 a 24 horas.')
    }
    const bar = await call('PUT', '/results/craque-settings', night.manager.token, {
      voteEnabled: true,
      voteHours: 1,
    })
    expect(bar.json()).toEqual({ voteEnabled: true, voteHours: 1 })
    // Switching the vote off and on again keeps the hours.
    await call('PUT', '/results/craque-settings', night.manager.token, { voteEnabled: false })
    const again = await call('PUT', '/results/craque-settings', night.manager.token, {
      voteEnabled: true,
    })
    expect(again.json()).toEqual({ voteEnabled: true, voteHours: 1 })
    const finishedAt = clock.now().getTime()
    await finish(night.administrator.token, night.bid.id)
    const read = (await call('GET', `/bids/${night.bid.id}/night`, night.players[0]!.token)).json()
    expect(read.craque.state).toBe('open')
    const window = new Date(read.craque.closesAt).getTime() - finishedAt
    expect(window).toBeGreaterThanOrEqual(3_600_000)
    expect(window).toBeLessThan(3_600_000 + 60_000)
  })

  it('keeps another group out', async () => {
    const mine = await playedBid('Mine', 3)
    const other = await playedBid('Other', 3)
    await finish(mine.administrator.token, mine.bid.id)
    const res = await call('PUT', `/bids/${mine.bid.id}/craque-vote`, other.players[0]!.token, {
      candidateId: mine.players[0]!.member.id,
    })
    expect(res.statusCode).toBe(404)
    expect(
      (await call('GET', `/bids/${mine.bid.id}/night`, other.players[0]!.token)).statusCode,
    ).toBe(404)
  })
})
