import { eq } from 'drizzle-orm'
import { afterAll, describe, expect, it, vi } from 'vitest'
import {
  activeBidStatsSchema,
  goalsPerBidSchema,
  historyPageSchema,
  historyStatsSchema,
  monthlyPlayersSchema,
  organiserBidDetailsSchema,
  playerSeasonStatsSchema,
  strikersRankingSchema,
  topFiveScorersSchema,
} from '@bidfut/domain/contracts/statistics'
import { createGroup } from '../../../test/factories.ts'
import { companyPlayers } from '../../db/schema/memberships.ts'
import { clock } from '../../lib/clock.ts'
import { createStatisticsTestApp } from './statistics.test-kit.ts'
import { errorBody } from '../../../test/error-body.ts'

// The statistics read 2026-03-10 12:00 in São Paulo: season 2026, month March.
const NOW = new Date('2026-03-10T15:00:00Z')
vi.spyOn(clock, 'now').mockImplementation(() => new Date(NOW))
afterAll(() => {
  vi.restoreAllMocks()
})

const kit = await createStatisticsTestApp()
const { get, addBid, addEntry, addMember, db } = kit

// ---- Group A: the hand-made fixture (numbers worked out in the comments) -----------------
const groupA = await createGroup(db, 'Pelada A')
const ana = await addMember(groupA.id, { fullName: 'Ana Lima' })
const bia = await addMember(groupA.id, { fullName: 'Beatriz' })
await db.update(companyPlayers).set({ nickname: null }).where(eq(companyPlayers.id, bia.member.id))
bia.member.nickname = null
const caio = await addMember(groupA.id, {
  fullName: 'Caio Goleiro',
  typePlayer: 'goalkeeper',
  playerPosition: 'goalkeeper',
})
const duda = await addMember(groupA.id, { fullName: 'Duda', typePlayer: 'sporadic' })
const eli = await addMember(groupA.id, { fullName: 'Eli', status: 0 })
const fred = await addMember(groupA.id, { fullName: 'Fred' })
await db
  .update(companyPlayers)
  .set({ deletedAt: new Date() })
  .where(eq(companyPlayers.id, fred.member.id))
const zeca = await addMember(groupA.id, { fullName: 'Zeca' })
const organiser = await addMember(groupA.id, {
  fullName: 'Organizador',
  role: 'editor',
  typePlayer: 'sporadic',
})
for (const [m, nickname] of [
  [ana, 'Ana'],
  [caio, 'Caio'],
  [duda, 'Duda'],
  [eli, 'Eli'],
  [fred, 'Fred'],
  [zeca, 'Zeca'],
  [organiser, 'Org'],
] as const) {
  await db.update(companyPlayers).set({ nickname }).where(eq(companyPlayers.id, m.member.id))
  m.member.nickname = nickname
}
await kit.setJoinedAt(ana.member, new Date('2025-01-10T12:00:00Z'))
// 23:00 on 31 January in São Paulo, already 1 February in UTC: her BID of the 31st counts.
await kit.setJoinedAt(duda.member, new Date('2026-02-01T02:00:00Z'))

const b1 = await addBid(groupA.id, 1, '2025-12-31T23:59:59') // last season
const b2 = await addBid(groupA.id, 2, '2026-01-01T00:00:00')
const b3 = await addBid(groupA.id, 3, '2026-01-31T20:00:00')
const b4 = await addBid(groupA.id, 4, '2026-02-15T20:00:00', 'cancelled')
const b5 = await addBid(groupA.id, 5, '2026-03-01T00:00:00')
const b6 = await addBid(groupA.id, 6, '2026-03-05T20:00:00')
const b7 = await addBid(groupA.id, 7, '2026-03-12T20:00:00', 'open')

await addEntry(b1, ana.member, { quantityOfGoals: 7 })
await addEntry(b1, bia.member, { quantityOfGoals: 1 })
// b2: 8 goals, 4 confirmed
await addEntry(b2, ana.member, { quantityOfGoals: 2 })
await addEntry(b2, bia.member, { quantityOfGoals: 2 })
await addEntry(b2, caio.member)
await addEntry(b2, fred.member, { quantityOfGoals: 4 })
await addEntry(b2, eli.member, { status: 'hurt' })
// b3: 4 goals, 4 confirmed
await addEntry(b3, ana.member, { quantityOfGoals: 1 })
await addEntry(b3, bia.member, { status: 'absent' })
await addEntry(b3, duda.member, { quantityOfGoals: 3 })
await addEntry(b3, caio.member)
await addEntry(b3, fred.member)
// b4 is cancelled: never counts
await addEntry(b4, ana.member, { quantityOfGoals: 9 })
await addEntry(b4, duda.member, { quantityOfGoals: 9 })
// b5: 3 goals, 3 confirmed
await addEntry(b5, ana.member, { status: 'hurt' })
await addEntry(b5, bia.member, { quantityOfGoals: 2, assistGoals: 1, ballRecoveries: 4 })
await addEntry(b5, duda.member, { quantityOfGoals: 1, playerPosition: 'striker', skillLevel: 8 })
await addEntry(b5, caio.member, { goalKeeperDefender: 6, weeklyTeam: true })
// b6: 4 goals, 3 confirmed; Duda scored while still 'waiting': the goal counts, the game not
await addEntry(b6, ana.member, { quantityOfGoals: 1 })
await addEntry(b6, bia.member)
await addEntry(b6, duda.member, { status: 'waiting', quantityOfGoals: 1 })
await addEntry(b6, caio.member, { quantityOfGoals: 2 })
// b7 is open: only the active BID dashboard shows it
await addEntry(b7, ana.member, { quantityOfGoals: 4 })
await addEntry(b7, bia.member, { status: 'waiting' })
await addEntry(b7, caio.member)
await addEntry(b7, duda.member)

// ---- Group B: its data must never count for group A --------------------------------------
const groupB = await createGroup(db, 'Pelada B')
const intruder = await addMember(groupB.id, { fullName: 'Intruso' })
await db
  .update(companyPlayers)
  .set({ nickname: 'Intruso' })
  .where(eq(companyPlayers.id, intruder.member.id))
const bFinished = await addBid(groupB.id, 1, '2026-03-02T20:00:00')
await addEntry(bFinished, intruder.member, { quantityOfGoals: 10 })
const bOpen = await addBid(groupB.id, 2, '2026-03-20T20:00:00', 'open')
await addEntry(bOpen, intruder.member, { quantityOfGoals: 3 })

// ---- Group C: nothing finished ------------------------------------------------------------
const groupC = await createGroup(db, 'Pelada C')
const lonely = await addMember(groupC.id, { fullName: 'Solitário' })
// ---- Group D: finished BIDs where nobody scored -------------------------------------------
const groupD = await createGroup(db, 'Pelada D')
const dry = await addMember(groupD.id, { fullName: 'Seco' })
await addEntry(await addBid(groupD.id, 1, '2026-02-01T20:00:00'), dry.member)

const okJson = async (url: string, token: string) => {
  const res = await get(url, token)
  expect(res.statusCode, res.body).toBe(200)
  return res.json()
}

describe('GET /v1/statistics/monthly-players', () => {
  it('counts active monthly members only', async () => {
    const body = await okJson('/statistics/monthly-players', duda.token)
    expect(monthlyPlayersSchema.parse(body)).toEqual({ totalMonthlyPlayer: 3 }) // Ana, Beatriz, Zeca
    expect(await okJson('/statistics/monthly-players', intruder.token)).toEqual({
      totalMonthlyPlayer: 1,
    })
  })
})

describe('GET /v1/statistics/company-player-stats', () => {
  it('answers the caller’s season: goals, attendance since joining, injuries', async () => {
    const body = await okJson('/statistics/company-player-stats', ana.token)
    expect(playerSeasonStatsSchema.parse(body)).toEqual({
      season: 2026,
      totalGoals: 4,
      attendancePercentage: 75, // confirmed in b2, b3, b6 of b2, b3, b5, b6
      timesHurt: 1,
      // The group's last finished BIDs, whatever the season (ADR 053): no furão among them.
      absences: { count: 0, games: 5 },
      goalsPerBid: [
        { bidDayId: b2.id, dayOfMatch: '2026-01-01T00:00:00', quantityOfGoals: 2 },
        { bidDayId: b3.id, dayOfMatch: '2026-01-31T20:00:00', quantityOfGoals: 1 },
        { bidDayId: b5.id, dayOfMatch: '2026-03-01T00:00:00', quantityOfGoals: 0 },
        { bidDayId: b6.id, dayOfMatch: '2026-03-05T20:00:00', quantityOfGoals: 1 },
      ],
    })
  })

  it('counts attendance from the local day the member joined', async () => {
    const body = await okJson('/statistics/company-player-stats', duda.token)
    // b3 (the local day she joined), b5 and b6; confirmed in b3 and b5.
    expect(body).toMatchObject({ totalGoals: 5, attendancePercentage: 67, timesHurt: 0 })
  })

  it('answers 204 to a member with no finished BID in the season', async () => {
    expect((await get('/statistics/company-player-stats', zeca.token)).statusCode).toBe(204)
    expect((await get('/statistics/company-player-stats', lonely.token)).statusCode).toBe(204)
  })
})

describe('GET /v1/statistics/quantity-of-goals-stats-dashboard', () => {
  it('lists the newest finished BIDs with a trend against the one before', async () => {
    const body = await okJson('/statistics/quantity-of-goals-stats-dashboard', bia.token)
    expect(goalsPerBidSchema.parse(body)).toEqual([
      { bidDayId: b6.id, number: 6, dayOfMatch: b6.dayOfMatch, totalGoals: 4, trend: 'up' },
      { bidDayId: b5.id, number: 5, dayOfMatch: b5.dayOfMatch, totalGoals: 3, trend: 'down' },
      { bidDayId: b3.id, number: 3, dayOfMatch: b3.dayOfMatch, totalGoals: 4, trend: 'down' },
      { bidDayId: b2.id, number: 2, dayOfMatch: b2.dayOfMatch, totalGoals: 8, trend: 'stable' },
      { bidDayId: b1.id, number: 1, dayOfMatch: b1.dayOfMatch, totalGoals: 8, trend: 'stable' },
    ])
  })

  it('shows at most 10, the oldest shown still compared with the one before it', async () => {
    const group = await createGroup(db, 'Pelada E')
    const player = await addMember(group.id, { fullName: 'Goleador' })
    for (let n = 1; n <= 12; n++) {
      const bid = await addBid(group.id, n, `2025-0${1 + (n % 9)}-${10 + n}T20:00:00`)
      await addEntry(bid, player.member, { quantityOfGoals: n })
    }
    const body = await okJson('/statistics/quantity-of-goals-stats-dashboard', player.token)
    expect(body).toHaveLength(10)
    // Dates: n=8 is 2025-09-18, n=9 is 2025-01-19 ... ordered by date, not by number.
    const byDate = Array.from({ length: 12 }, (_, i) => i + 1).sort(
      (x, y) => (1 + (y % 9)) * 100 + y - ((1 + (x % 9)) * 100 + x),
    )
    expect(body.map((b: { totalGoals: number }) => b.totalGoals)).toEqual(byDate.slice(0, 10))
    expect(body[9].trend).toBe(byDate[9]! > byDate[10]! ? 'up' : 'down')
  })

  it('answers 204 when no BID is finished', async () => {
    const res = await get('/statistics/quantity-of-goals-stats-dashboard', lonely.token)
    expect(res.statusCode).toBe(204)
    expect(res.body).toBe('')
  })
})

describe('GET /v1/statistics/top-five-scorers-dashboard', () => {
  it('ranks the season by goals, then fewer games, then name', async () => {
    const body = await okJson('/statistics/top-five-scorers-dashboard', caio.token)
    expect(topFiveScorersSchema.parse(body)).toEqual([
      { nickname: 'Duda', quantityOfGoals: 5 },
      { nickname: 'Fred', quantityOfGoals: 4 }, // removed from the group: his goals still count
      { nickname: 'Ana', quantityOfGoals: 4 },
      { nickname: 'Beatriz', quantityOfGoals: 4 }, // no nickname: the full name
      { nickname: 'Caio', quantityOfGoals: 2 },
    ])
  })

  it('answers 204 when nobody scored', async () => {
    expect((await get('/statistics/top-five-scorers-dashboard', dry.token)).statusCode).toBe(204)
    expect((await get('/statistics/top-five-scorers-dashboard', lonely.token)).statusCode).toBe(204)
  })
})

describe('GET /v1/statistics/active-bid-dashboard', () => {
  it('lists the open BID’s players by type with their stats', async () => {
    const body = await okJson('/statistics/active-bid-dashboard', ana.token)
    const player = (m: typeof ana, name: string, extra: object = {}) => ({
      companyPlayerId: m.member.id,
      bidStatus: 'confirmed',
      name,
      quantityOfGoals: 0,
      assistGoals: 0,
      ballRecoveries: 0,
      goalKeeperDefender: 0,
      weeklyTeam: false,
      ...extra,
    })
    expect(activeBidStatsSchema.parse(body)).toEqual({
      bidDayId: b7.id,
      dayOfMatch: '2026-03-12T20:00:00',
      monthly: [
        player(ana, 'Ana', { quantityOfGoals: 4 }),
        player(bia, 'Beatriz', { bidStatus: 'waiting' }),
      ],
      goalKeeper: [player(caio, 'Caio')],
      sporadicPlayer: [player(duda, 'Duda')],
    })
  })

  it('answers 204 when no BID is open', async () => {
    expect((await get('/statistics/active-bid-dashboard', dry.token)).statusCode).toBe(204)
  })
})

describe('GET /v1/statistics/ranking-strikers', () => {
  it('ranks the season and the current month', async () => {
    const body = await okJson('/statistics/ranking-strikers', organiser.token)
    const s = (m: typeof ana, nickname: string, goals: number, games: number, avg: number) => ({
      companyPlayerId: m.member.id,
      nickname,
      quantityOfGoals: goals,
      totalGoalsInGames: games,
      average: avg,
      typePlayer: m.member.typePlayer,
    })
    expect(strikersRankingSchema.parse(body)).toEqual({
      season: 2026,
      allStrikersScorers: [
        s(duda, 'Duda', 5, 2, 2.5),
        s(fred, 'Fred', 4, 2, 2),
        s(ana, 'Ana', 4, 3, 1.33),
        s(bia, 'Beatriz', 4, 3, 1.33),
        s(caio, 'Caio', 2, 4, 0.5),
      ],
      allStrikersScorersCurrentMonth: [
        s(duda, 'Duda', 2, 1, 2),
        s(bia, 'Beatriz', 2, 2, 1),
        s(caio, 'Caio', 2, 2, 1),
        s(ana, 'Ana', 1, 1, 1),
      ],
      totalGoals: 19,
      totalPlayers: 5,
      overallAverage: 1.36, // 19 goals in 14 games
      bestAverage: 1.33,
      efficientPlayer: 'Ana', // 3+ games; ties with Beatriz and comes first in the ranking
    })
  })

  it('answers empty lists for a group with no goals', async () => {
    expect(await okJson('/statistics/ranking-strikers', lonely.token)).toEqual({
      season: 2026,
      allStrikersScorers: [],
      allStrikersScorersCurrentMonth: [],
      totalGoals: 0,
      totalPlayers: 0,
      overallAverage: 0,
      bestAverage: 0,
      efficientPlayer: null,
    })
  })
})

describe('GET /v1/bid-statistics/history-stats', () => {
  it('sums every finished BID of the group', async () => {
    const body = await okJson('/bid-statistics/history-stats', bia.token)
    expect(historyStatsSchema.parse(body)).toEqual({
      totalGames: 5,
      totalPlayers: 5, // Ana, Beatriz, Caio, Duda, Fred
      averagePlayersPerGame: 3.2, // 16 confirmed entries
      totalGoals: 27,
      averageGoalsPerGame: 5.4,
    })
    expect(await okJson('/bid-statistics/history-stats', intruder.token)).toEqual({
      totalGames: 1,
      totalPlayers: 1,
      averagePlayersPerGame: 1,
      totalGoals: 10,
      averageGoalsPerGame: 10,
    })
  })

  it('answers 204 when no BID is finished', async () => {
    expect((await get('/bid-statistics/history-stats', lonely.token)).statusCode).toBe(204)
  })
})

describe('GET /v1/bid-statistics/games-history-stats', () => {
  const item = (
    bid: typeof b1,
    totalPlayers: number,
    totalGoals: number,
    topScorer: string | null,
    totalScorerGoals: number,
  ) => ({
    bidDayId: bid.id,
    number: bid.number,
    bidStatus: 'finished',
    dayOfMatch: bid.dayOfMatch,
    location: bid.location,
    totalPlayers,
    totalGoals,
    topScorer,
    totalScorerGoals,
  })
  const all = [
    item(b6, 3, 4, 'Caio', 2),
    item(b5, 3, 3, 'Beatriz', 2),
    item(b3, 4, 4, 'Duda', 3),
    item(b2, 4, 8, 'Fred', 4),
    item(b1, 2, 8, 'Ana', 7),
  ]

  it('pages the finished BIDs newest first, 10 by default', async () => {
    const body = await okJson('/bid-statistics/games-history-stats', ana.token)
    expect(historyPageSchema.parse(body)).toEqual({
      data: all,
      pageNumber: 1,
      totalPages: 1,
      totalRecords: 5,
      hasPrevious: false,
      hasNext: false,
    })
  })

  it('honours PageNumber and PageSize', async () => {
    const page = (n: number) =>
      okJson(`/bid-statistics/games-history-stats?PageNumber=${n}&PageSize=2`, ana.token)
    expect(await page(1)).toEqual({
      data: all.slice(0, 2),
      pageNumber: 1,
      totalPages: 3,
      totalRecords: 5,
      hasPrevious: false,
      hasNext: true,
    })
    expect(await page(3)).toMatchObject({ data: all.slice(4), hasPrevious: true, hasNext: false })
    expect(await page(4)).toMatchObject({ data: [], totalPages: 3, hasNext: false })
  })

  it('answers an empty page to a group with no finished BID', async () => {
    expect(await okJson('/bid-statistics/games-history-stats', lonely.token)).toEqual({
      data: [],
      pageNumber: 1,
      totalPages: 0,
      totalRecords: 0,
      hasPrevious: false,
      hasNext: false,
    })
  })

  it.each([
    ['PageSize=51', 'PageSize', 'Tamanho de página deve ser no máximo 50'],
    ['PageSize=0', 'PageSize', 'Tamanho de página inválido'],
    ['PageSize=abc', 'PageSize', 'Tamanho de página inválido'],
    ['PageNumber=0', 'PageNumber', 'Página inválida'],
    ['PageNumber=1.5', 'PageNumber', 'Página inválida'],
  ])('refuses %s with 400', async (query, field, message) => {
    const res = await get(`/bid-statistics/games-history-stats?${query}`, ana.token)
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual(errorBody({ message, errors: { [field]: message } }))
  })
})

describe('GET /v1/bid-statistics/statistics-bid-details/{id}', () => {
  const b5Details = () => {
    const p = (m: typeof ana, name: string, extra: object = {}) => ({
      companyPlayerId: m.member.id,
      name,
      bidStatus: 'confirmed',
      typePlayer: m.member.typePlayer,
      playerPosition: null,
      skillLevel: 5,
      quantityOfGoals: 0,
      assistGoals: 0,
      ballRecoveries: 0,
      goalKeeperDefender: 0,
      weeklyTeam: false,
      ...extra,
    })
    return {
      bidDayId: b5.id,
      number: 5,
      dayOfMatch: '2026-03-01T00:00:00',
      location: 'Campo 5',
      topScorer: { name: 'Beatriz', quantityOfGoals: 2 },
      weeklyTeam: ['Caio'],
      data: [
        p(ana, 'Ana', { bidStatus: 'hurt' }),
        p(bia, 'Beatriz', { quantityOfGoals: 2, assistGoals: 1, ballRecoveries: 4 }),
        p(caio, 'Caio', { goalKeeperDefender: 6, weeklyTeam: true }),
        p(duda, 'Duda', { quantityOfGoals: 1, playerPosition: 'striker', skillLevel: 8 }),
      ],
    }
  }

  it('answers an organiser a finished BID with every player and their skill level', async () => {
    const body = await okJson(`/bid-statistics/statistics-bid-details/${b5.id}`, organiser.token)
    expect(organiserBidDetailsSchema.parse(body)).toEqual(b5Details())
  })

  it('answers a member the same BID without any skill level', async () => {
    const res = await get(`/bid-statistics/statistics-bid-details/${b5.id}`, duda.token)
    expect(res.statusCode).toBe(200)
    expect(res.body).not.toMatch(/skill/i)
    const expected = b5Details()
    expect(res.json()).toEqual({
      ...expected,
      data: expected.data.map(({ skillLevel: _skill, ...player }) => player),
    })
  })

  it.each([
    ['open', () => b7.id],
    ['cancelled', () => b4.id],
    ['of another group', () => bFinished.id],
    ['unknown', () => 2_000_000_000],
  ])('answers 404 for a BID that is %s', async (_, id) => {
    const res = await get(`/bid-statistics/statistics-bid-details/${id()}`, ana.token)
    expect(res.statusCode).toBe(404)
    expect(res.json()).toEqual(errorBody({ message: 'BID não encontrado.' }))
  })

  it('answers 400 for an id that is not one', async () => {
    const res = await get('/bid-statistics/statistics-bid-details/abc', ana.token)
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ success: false })
  })
})

describe('every statistics route', () => {
  it.each([
    '/statistics/monthly-players',
    '/statistics/company-player-stats',
    '/statistics/quantity-of-goals-stats-dashboard',
    '/statistics/top-five-scorers-dashboard',
    '/statistics/active-bid-dashboard',
    '/statistics/ranking-strikers',
    '/bid-statistics/history-stats',
    '/bid-statistics/games-history-stats',
    `/bid-statistics/statistics-bid-details/${b5.id}`,
  ])('needs a signed-in caller: %s', async (url) => {
    const res = await kit.call('GET', url)
    expect(res.statusCode).toBe(401)
  })
})
