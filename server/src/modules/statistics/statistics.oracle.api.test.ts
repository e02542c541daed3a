/**
 * Property test: random groups (seeded) written to the database, every statistics endpoint
 * compared with a plain in-memory computation of ADR 006 written here, apart from the service.
 * Each run has two groups in a non-UTC time zone, BIDs across two seasons with dates on New
 * Year's and month boundaries, members joining around local midnight, and a clock set near
 * boundaries too. Reproduce a failure with STATS_ORACLE_SEED=<seed of the run>.
 */
import { ABSENCE_WINDOW } from '@bidfut/domain/rules/furoes'
import { eq } from 'drizzle-orm'
import { afterAll, describe, expect, it, vi } from 'vitest'
import type { BidPlayerStatus, PlayerType, Position } from '@bidfut/domain/contracts/enums'
import {
  activeBidStatsSchema,
  bidDetailsSchema,
  goalsPerBidSchema,
  historyPageSchema,
  historyStatsSchema,
  monthlyPlayersSchema,
  playerSeasonStatsSchema,
  strikersRankingSchema,
  topFiveScorersSchema,
} from '@bidfut/domain/contracts/statistics'
import { createTestApp } from '../../../test/test-app.ts'
import { players } from '../../db/schema/accounts.ts'
import { bidDays, bidPlayers } from '../../db/schema/bids.ts'
import { companies } from '../../db/schema/groups.ts'
import { companyPlayers } from '../../db/schema/memberships.ts'
import { createAccessTokens } from '../../lib/access-token.ts'
import { clock } from '../../lib/clock.ts'
import { HEAD_TTL_MS } from '../../lib/read-trust.ts'
import { errorBody } from '../../../test/error-body.ts'

// 30 random worlds a run; STATS_ORACLE_RUNS=200 for a long search.
const RUNS = Number(process.env.STATS_ORACLE_RUNS ?? 30)
const BASE_SEED = Number(process.env.STATS_ORACLE_SEED ?? 20_260_310)
const TIME_ZONES = [
  'America/Sao_Paulo',
  'America/Manaus',
  'America/New_York',
  'Asia/Tokyo',
  'Asia/Kolkata',
  'Pacific/Auckland',
  'Pacific/Kiritimati',
  'Pacific/Pago_Pago',
]
const NAMES = [
  'Zé',
  'Ze',
  'zé',
  'Ana',
  'ana',
  'Álvaro',
  'Alvaro',
  'Éder',
  'Bruno',
  'Caio',
  'Jogador 2',
  'Jogador 10',
]

const { app, db, config } = await createTestApp()
const tokens = createAccessTokens(config.jwtSecret, 15 * 60)

// The service's clock, pinned per run; the rest of the process keeps the real time.
let now = new Date()
vi.spyOn(clock, 'now').mockImplementation(() => new Date(now))
afterAll(() => {
  vi.restoreAllMocks()
})

// ---- random ---------------------------------------------------------------------------------

function mulberry32(seed: number) {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }
}
type Rand = () => number
const int = (r: Rand, min: number, max: number) => min + Math.floor(r() * (max - min + 1))
const pick = <T>(r: Rand, items: readonly T[]): T => items[Math.floor(r() * items.length)]!
const chance = (r: Rand, p: number) => r() < p
const two = (n: number) => String(n).padStart(2, '0')

// ---- wall clocks, through Intl only ---------------------------------------------------------

function wallClock(instant: Date, timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(instant)
  const get = (type: string) => Number(parts.find((p) => p.type === type)!.value)
  return {
    year: get('year'),
    month: get('month'),
    day: get('day'),
    hour: get('hour'),
    minute: get('minute'),
    second: get('second'),
  }
}

/** The instant a wall-clock time names in a zone (near enough around DST changes). */
function instantOf(local: string, timeZone: string): Date {
  const [y, mo, d, h, mi, s] = local.split(/[-T:]/).map(Number) as number[]
  const wall = Date.UTC(y!, mo! - 1, d!, h!, mi!, s!)
  const offset = (ms: number) => {
    const w = wallClock(new Date(ms), timeZone)
    return Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second) - ms
  }
  let guess = wall - offset(wall)
  guess = wall - offset(guess)
  return new Date(guess)
}

/** The date `days` after a wall-clock date-time's, as YYYY-MM-DD. */
function dayAfter(local: string, days: number) {
  const [y, m, d] = local.slice(0, 10).split('-').map(Number) as number[]
  return new Date(Date.UTC(y!, m! - 1, d! + days)).toISOString().slice(0, 10)
}

const localDate = (instant: Date, timeZone: string) => {
  const w = wallClock(instant, timeZone)
  return `${w.year}-${two(w.month)}-${two(w.day)}`
}

// ---- the model ------------------------------------------------------------------------------

type MemberSpec = {
  id: number
  playerId: number | null
  fullName: string
  nickname: string | null
  typePlayer: PlayerType
  active: boolean
  deleted: boolean
  createdAt: Date
  token?: string
}
type EntrySpec = {
  memberId: number
  status: BidPlayerStatus
  typePlayer: PlayerType
  playerPosition: Position | null
  skillLevel: number
  goals: number
  assists: number
  recoveries: number
  saves: number
  weeklyTeam: boolean
}
type BidSpec = {
  id: number
  number: number
  dayOfMatch: string
  status: 'open' | 'finished' | 'cancelled'
  location: string | null
  entries: EntrySpec[]
}
type World = { companyId: number; timeZone: string; members: MemberSpec[]; bids: BidSpec[] }

const STATUSES: BidPlayerStatus[] = [
  'confirmed',
  'confirmed',
  'confirmed',
  'waiting',
  'absent',
  'hurt',
]
const TYPES: PlayerType[] = ['monthly', 'monthly', 'monthly', 'goalkeeper', 'sporadic', 'sporadic']
const POSITIONS: (Position | null)[] = [
  'goalkeeper',
  'fullback',
  'defender',
  'midfielder',
  'striker',
  null,
]
const TIMES = ['00:00:00', '08:15:00', '19:30:00', '20:00:00', '23:59:59']

function randomDay(r: Rand, now: { year: number; month: number }) {
  // The last second of the month before the clock's, and the first of the clock's month.
  const last = new Date(Date.UTC(now.year, now.month - 1, 0))
  const specials = [
    '2025-12-31T23:59:59',
    '2026-01-01T00:00:00',
    '2024-12-31T23:59:59',
    '2026-12-31T23:59:59',
    `${now.year}-${two(now.month)}-01T00:00:00`,
    `${last.getUTCFullYear()}-${two(last.getUTCMonth() + 1)}-${two(last.getUTCDate())}T23:59:59`,
  ]
  if (chance(r, 0.25)) return pick(r, specials)
  return `${pick(r, [2025, 2026])}-${two(int(r, 1, 12))}-${two(int(r, 1, 28))}T${pick(r, TIMES)}`
}

async function seedWorld(
  r: Rand,
  label: string,
  timeZone: string,
  nowLocal: { year: number; month: number },
) {
  const [company] = await db
    .insert(companies)
    .values({ name: `Oráculo ${label}`, timeZone })
    .returning({ id: companies.id })
  const companyId = company!.id

  // BIDs first: members join around their dates' local midnights.
  const bidCount = chance(r, 0.1) ? int(r, 0, 2) : int(r, 3, 24)
  const numbers = Array.from({ length: bidCount }, (_, i) => i + 1).sort(() => r() - 0.5)
  const openIndex = chance(r, 0.6) ? int(r, 0, Math.max(0, bidCount - 1)) : -1
  type BidRow = Omit<BidSpec, 'id' | 'entries'> & { companyId: number }
  const bidRows: BidRow[] = []
  for (const [i, number] of numbers.entries()) {
    bidRows.push({
      companyId,
      number,
      // Now and then two BIDs share a date: newest first then falls back on the number.
      dayOfMatch: i > 0 && chance(r, 0.08) ? bidRows[i - 1]!.dayOfMatch : randomDay(r, nowLocal),
      status: i === openIndex ? 'open' : chance(r, 0.15) ? 'cancelled' : 'finished',
      location: chance(r, 0.2) ? null : `Campo ${int(r, 1, 3)}`,
    })
  }

  const memberCount = int(r, 4, 14)
  const nowMs = now.getTime()
  const memberSpecs = Array.from({ length: memberCount }, (_, i) => {
    // Often within hours of a BID day's local start or end, where the UTC date differs.
    const nearBid = bidRows.length > 0 && chance(r, 0.5)
    const createdAt = nearBid
      ? new Date(
          instantOf(
            `${dayAfter(pick(r, bidRows).dayOfMatch, int(r, 0, 1))}T00:00:00`,
            timeZone,
          ).getTime() +
            int(r, -14 * 3600, 14 * 3600) * 1000,
        )
      : new Date(Date.UTC(2024, 11, 1) + r() * (nowMs - Date.UTC(2024, 11, 1)))
    const nickname = chance(r, 0.2) ? null : chance(r, 0.05) ? '   ' : pick(r, NAMES)
    return {
      index: i,
      fullName: `${pick(r, NAMES)} ${pick(r, ['Silva', 'Souza', 'Ávila'])}`,
      nickname,
      typePlayer: pick(r, TYPES),
      active: !chance(r, 0.1),
      deleted: chance(r, 0.1),
      hasAccount: !chance(r, 0.15),
      createdAt,
    }
  })
  // Someone who can always call the API.
  memberSpecs[0]!.active = true
  memberSpecs[0]!.deleted = false
  memberSpecs[0]!.hasAccount = true

  const accountRows = memberSpecs.filter((m) => m.hasAccount)
  const accounts = await db
    .insert(players)
    .values(
      accountRows.map((m) => ({
        email: `oraculo-${label}-${m.index}@teste.com`,
        fullName: m.fullName,
        passwordHash: 'unused',
      })),
    )
    .returning({ id: players.id })
  const accountOf = new Map(accountRows.map((m, i) => [m.index, accounts[i]!.id]))
  const memberRows = await db
    .insert(companyPlayers)
    .values(
      memberSpecs.map((m) => ({
        companyId,
        playerId: accountOf.get(m.index) ?? null,
        fullName: m.fullName,
        nickname: m.nickname,
        typePlayer: m.typePlayer,
        status: m.active ? 1 : 0,
        deletedAt: m.deleted ? new Date(nowMs) : null,
        createdAt: m.createdAt,
      })),
    )
    .returning({ id: companyPlayers.id })
  const members: MemberSpec[] = memberSpecs.map((m, i) => ({
    id: memberRows[i]!.id,
    playerId: accountOf.get(m.index) ?? null,
    fullName: m.fullName,
    nickname: m.nickname,
    typePlayer: m.typePlayer,
    active: m.active,
    deleted: m.deleted,
    createdAt: m.createdAt,
  }))
  for (const m of members) {
    if (m.playerId !== null && m.active && !m.deleted) {
      m.token = await tokens.sign({
        companyId,
        companyPlayerId: m.id,
        playerId: m.playerId,
        role: 'member',
        sessionId: 'test-session',
      })
    }
  }

  const insertedBids =
    bidRows.length > 0 ? await db.insert(bidDays).values(bidRows).returning({ id: bidDays.id }) : []
  const bids: BidSpec[] = bidRows.map((row, i) => {
    const presence = chance(r, 0.05) ? 0 : 0.3 + r() * 0.6
    const entries = members
      .filter(() => chance(r, presence))
      .map((m) => ({
        memberId: m.id,
        status: pick(r, STATUSES),
        typePlayer: chance(r, 0.1) ? pick(r, TYPES) : m.typePlayer,
        playerPosition: pick(r, POSITIONS),
        skillLevel: int(r, 1, 10),
        goals: chance(r, 0.55) ? 0 : int(r, 1, 4),
        assists: int(r, 0, 2),
        recoveries: int(r, 0, 3),
        saves: int(r, 0, 3),
        weeklyTeam: chance(r, 0.15),
      }))
    return { id: insertedBids[i]!.id, ...row, entries }
  })
  const entryRows = bids.flatMap((bid) =>
    bid.entries.map((e) => ({
      companyId,
      bidDayId: bid.id,
      companyPlayerId: e.memberId,
      typePlayer: e.typePlayer,
      status: e.status,
      playerPosition: e.playerPosition,
      skillLevel: e.skillLevel,
      quantityOfGoals: e.goals,
      assistGoals: e.assists,
      ballRecoveries: e.recoveries,
      goalKeeperDefender: e.saves,
      weeklyTeam: e.weeklyTeam,
    })),
  )
  if (entryRows.length > 0) await db.insert(bidPlayers).values(entryRows)
  return { companyId, timeZone, members, bids } satisfies World
}

// ---- the oracle: ADR 006 written out plainly -------------------------------------------------

const collator = new Intl.Collator('pt-BR', { sensitivity: 'base', numeric: true })
/** Half-up to 2 decimals, in integers. */
const avg = (goals: number, games: number) =>
  games === 0 ? 0 : Math.floor((200 * goals + games) / (2 * games)) / 100
const percent = (part: number, whole: number) =>
  whole === 0 ? 0 : Math.floor((200 * part + whole) / (2 * whole))

function nameOf(m: MemberSpec) {
  const nick = m.nickname === null ? '' : m.nickname.trim()
  return nick.length > 0 ? nick : m.fullName
}
const byName = (a: { name: string; id: number }, b: { name: string; id: number }) =>
  collator.compare(a.name, b.name) || a.id - b.id
const newestFirst = (a: BidSpec, b: BidSpec) =>
  a.dayOfMatch < b.dayOfMatch ? 1 : a.dayOfMatch > b.dayOfMatch ? -1 : b.number - a.number

function expectations(world: World, now: Date) {
  const wall = wallClock(now, world.timeZone)
  const season = wall.year
  const memberById = new Map(world.members.map((m) => [m.id, m]))
  const finished = world.bids.filter((b) => b.status === 'finished')
  const yearOf = (b: BidSpec) => Number(b.dayOfMatch.slice(0, 4))
  const monthOf = (b: BidSpec) => Number(b.dayOfMatch.slice(5, 7))
  const seasonBids = finished.filter((b) => yearOf(b) === season)
  const monthBids = seasonBids.filter((b) => monthOf(b) === wall.month)
  const sorted = [...finished].sort(newestFirst)

  function scorers(bids: BidSpec[]) {
    const totals = new Map<number, { goals: number; games: number }>()
    for (const bid of bids) {
      for (const e of bid.entries) {
        const t = totals.get(e.memberId) ?? { goals: 0, games: 0 }
        t.goals += e.goals
        if (e.status === 'confirmed') t.games += 1
        totals.set(e.memberId, t)
      }
    }
    return [...totals.entries()]
      .filter(([, t]) => t.goals > 0)
      .map(([id, t]) => ({ id, name: nameOf(memberById.get(id)!), ...t }))
      .sort((a, b) => b.goals - a.goals || a.games - b.games || byName(a, b))
  }
  const striker = (s: ReturnType<typeof scorers>[number]) => ({
    companyPlayerId: s.id,
    nickname: s.name,
    quantityOfGoals: s.goals,
    totalGoalsInGames: s.games,
    average: avg(s.goals, s.games),
    typePlayer: memberById.get(s.id)!.typePlayer,
  })
  const seasonScorers = scorers(seasonBids)

  function topOf(bid: BidSpec) {
    const best = bid.entries
      .filter((e) => e.goals > 0)
      .map((e) => ({ id: e.memberId, name: nameOf(memberById.get(e.memberId)!), goals: e.goals }))
      .sort((a, b) => b.goals - a.goals || byName(a, b))[0]
    return best ?? null
  }

  const qualified = seasonScorers.filter((s) => s.games >= 3)
  let efficient: (typeof qualified)[number] | null = null
  for (const s of qualified) {
    if (!efficient || avg(s.goals, s.games) > avg(efficient.goals, efficient.games)) efficient = s
  }
  const seasonGoals = seasonScorers.reduce((n, s) => n + s.goals, 0)
  const seasonGames = seasonScorers.reduce((n, s) => n + s.games, 0)

  const historyItem = (bid: BidSpec) => {
    const top = topOf(bid)
    return {
      bidDayId: bid.id,
      number: bid.number,
      bidStatus: 'finished',
      dayOfMatch: bid.dayOfMatch,
      location: bid.location,
      totalPlayers: bid.entries.filter((e) => e.status === 'confirmed').length,
      totalGoals: bid.entries.reduce((n, e) => n + e.goals, 0),
      topScorer: top?.name ?? null,
      totalScorerGoals: top?.goals ?? 0,
    }
  }

  const confirmedEntries = finished.flatMap((b) =>
    b.entries.filter((e) => e.status === 'confirmed'),
  )
  const open = world.bids.find((b) => b.status === 'open')

  return {
    monthly: {
      totalMonthlyPlayer: world.members.filter(
        (m) => m.typePlayer === 'monthly' && m.active && !m.deleted,
      ).length,
    },
    playerStats(member: MemberSpec) {
      const mine = seasonBids
        .flatMap((b) => {
          const e = b.entries.find((x) => x.memberId === member.id)
          return e ? [{ bid: b, e }] : []
        })
        .sort((x, y) =>
          x.bid.dayOfMatch < y.bid.dayOfMatch
            ? -1
            : x.bid.dayOfMatch > y.bid.dayOfMatch
              ? 1
              : x.bid.number - y.bid.number,
        )
      if (mine.length === 0) return null
      const joined = localDate(member.createdAt, world.timeZone)
      const eligible = seasonBids.filter((b) => b.dayOfMatch.slice(0, 10) >= joined)
      const attended = eligible.filter((b) =>
        b.entries.some((e) => e.memberId === member.id && e.status === 'confirmed'),
      ).length
      return {
        season,
        totalGoals: mine.reduce((n, x) => n + x.e.goals, 0),
        attendancePercentage: percent(attended, eligible.length),
        timesHurt: mine.filter((x) => x.e.status === 'hurt').length,
        // The group's last finished BIDs, any season (ADR 053); this world marks no furões.
        absences: { count: 0, games: Math.min(ABSENCE_WINDOW, finished.length) },
        goalsPerBid: mine.map((x) => ({
          bidDayId: x.bid.id,
          dayOfMatch: x.bid.dayOfMatch,
          quantityOfGoals: x.e.goals,
        })),
      }
    },
    goalsPerBid:
      sorted.length === 0
        ? null
        : sorted.slice(0, 10).map((bid, i) => {
            const total = bid.entries.reduce((n, e) => n + e.goals, 0)
            const older = sorted[i + 1]
            const before = older ? older.entries.reduce((n, e) => n + e.goals, 0) : total
            return {
              bidDayId: bid.id,
              number: bid.number,
              dayOfMatch: bid.dayOfMatch,
              totalGoals: total,
              trend: total > before ? 'up' : total < before ? 'down' : 'stable',
            }
          }),
    topFive:
      seasonScorers.length === 0
        ? null
        : seasonScorers.slice(0, 5).map((s) => ({ nickname: s.name, quantityOfGoals: s.goals })),
    activeBid: open
      ? (() => {
          const ofType = (type: PlayerType) =>
            open.entries
              .filter((e) => e.typePlayer === type)
              .map((e) => ({ e, id: e.memberId, name: nameOf(memberById.get(e.memberId)!) }))
              .sort(byName)
              .map(({ e, name }) => ({
                companyPlayerId: e.memberId,
                bidStatus: e.status,
                name,
                quantityOfGoals: e.goals,
                assistGoals: e.assists,
                ballRecoveries: e.recoveries,
                goalKeeperDefender: e.saves,
                weeklyTeam: e.weeklyTeam,
              }))
          return {
            bidDayId: open.id,
            dayOfMatch: open.dayOfMatch,
            monthly: ofType('monthly'),
            goalKeeper: ofType('goalkeeper'),
            sporadicPlayer: ofType('sporadic'),
          }
        })()
      : null,
    ranking: {
      season,
      allStrikersScorers: seasonScorers.map(striker),
      allStrikersScorersCurrentMonth: scorers(monthBids).map(striker),
      totalGoals: seasonGoals,
      totalPlayers: seasonScorers.length,
      overallAverage: avg(seasonGoals, seasonGames),
      bestAverage: efficient ? avg(efficient.goals, efficient.games) : 0,
      efficientPlayer: efficient?.name ?? null,
    },
    historyStats:
      finished.length === 0
        ? null
        : {
            totalGames: finished.length,
            totalPlayers: new Set(confirmedEntries.map((e) => e.memberId)).size,
            averagePlayersPerGame: avg(confirmedEntries.length, finished.length),
            totalGoals: finished.reduce(
              (n, b) => n + b.entries.reduce((k, e) => k + e.goals, 0),
              0,
            ),
            averageGoalsPerGame: avg(
              finished.reduce((n, b) => n + b.entries.reduce((k, e) => k + e.goals, 0), 0),
              finished.length,
            ),
          },
    historyPage(pageNumber: number, pageSize: number) {
      const totalPages = Math.ceil(sorted.length / pageSize)
      return {
        data: sorted.slice((pageNumber - 1) * pageSize, pageNumber * pageSize).map(historyItem),
        pageNumber,
        totalPages,
        totalRecords: sorted.length,
        hasPrevious: pageNumber > 1,
        hasNext: pageNumber < totalPages,
      }
    },
    details(bid: BidSpec) {
      if (bid.status !== 'finished') return null
      const rows = bid.entries
        .map((e) => ({ e, id: e.memberId, name: nameOf(memberById.get(e.memberId)!) }))
        .sort(byName)
      const top = topOf(bid)
      return {
        bidDayId: bid.id,
        number: bid.number,
        dayOfMatch: bid.dayOfMatch,
        location: bid.location,
        topScorer: top ? { name: top.name, quantityOfGoals: top.goals } : null,
        weeklyTeam: rows.filter((x) => x.e.weeklyTeam).map((x) => x.name),
        data: rows.map(({ e, name }) => ({
          companyPlayerId: e.memberId,
          name,
          bidStatus: e.status,
          typePlayer: e.typePlayer,
          // The callers are members: no skill levels (ADR 024).
          playerPosition: e.playerPosition,
          quantityOfGoals: e.goals,
          assistGoals: e.assists,
          ballRecoveries: e.recoveries,
          goalKeeperDefender: e.saves,
          weeklyTeam: e.weeklyTeam,
        })),
      }
    },
  }
}

// ---- the runs -------------------------------------------------------------------------------

async function answer(url: string, token: string) {
  const res = await app.inject({
    method: 'GET',
    url: `/v1${url}`,
    headers: { authorization: `Bearer ${token}` },
  })
  if (res.statusCode === 204) return null
  if (res.statusCode === 404) return { notFound: res.json() }
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200)
  return res.json()
}

/** A clock near the interesting boundaries of the group's calendar, or anywhere in 2026. */
function randomNow(r: Rand, timeZone: string): Date {
  const local = pick(r, [
    '2026-01-01T00:00:30',
    '2025-12-31T23:59:30',
    `2026-${two(int(r, 2, 12))}-01T00:00:30`,
    '2027-01-01T00:05:00',
    `2026-${two(int(r, 1, 12))}-${two(int(r, 1, 28))}T${two(int(r, 0, 23))}:17:00`,
    `2026-${two(int(r, 1, 12))}-${two(int(r, 1, 28))}T${two(int(r, 0, 23))}:17:00`,
  ])
  return instantOf(local, timeZone)
}

async function check(world: World, other: World, r: Rand) {
  const expected = expectations(world, now)
  const callers = world.members.filter((m) => m.token)
  const caller = () => pick(r, callers).token!

  const monthly = await answer('/statistics/monthly-players', caller())
  expect(monthlyPlayersSchema.parse(monthly)).toEqual(expected.monthly)

  for (const member of callers) {
    const stats = await answer('/statistics/company-player-stats', member.token!)
    const want = expected.playerStats(member)
    expect(
      stats === null ? null : playerSeasonStatsSchema.parse(stats),
      `member ${member.id}`,
    ).toEqual(want)
  }

  const goals = await answer('/statistics/quantity-of-goals-stats-dashboard', caller())
  expect(goals === null ? null : goalsPerBidSchema.parse(goals)).toEqual(expected.goalsPerBid)

  const top = await answer('/statistics/top-five-scorers-dashboard', caller())
  expect(top === null ? null : topFiveScorersSchema.parse(top)).toEqual(expected.topFive)

  const active = await answer('/statistics/active-bid-dashboard', caller())
  expect(active === null ? null : activeBidStatsSchema.parse(active)).toEqual(expected.activeBid)

  const ranking = await answer('/statistics/ranking-strikers', caller())
  expect(strikersRankingSchema.parse(ranking)).toEqual(expected.ranking)

  const history = await answer('/bid-statistics/history-stats', caller())
  expect(history === null ? null : historyStatsSchema.parse(history)).toEqual(expected.historyStats)

  expect(
    historyPageSchema.parse(await answer('/bid-statistics/games-history-stats', caller())),
  ).toEqual(expected.historyPage(1, 10))
  const pageSize = pick(r, [1, 2, 3, 7, 50])
  const pages = expected.historyPage(1, pageSize).totalPages
  for (const pageNumber of new Set([1, 2, 3, pages, pages + 1].filter((n) => n >= 1))) {
    const page = await answer(
      `/bid-statistics/games-history-stats?PageNumber=${pageNumber}&PageSize=${pageSize}`,
      caller(),
    )
    expect(historyPageSchema.parse(page)).toEqual(expected.historyPage(pageNumber, pageSize))
  }

  const sample = [...world.bids].sort(() => r() - 0.5).slice(0, 6)
  for (const bid of [...sample, ...other.bids.slice(0, 1)]) {
    const details = await answer(`/bid-statistics/statistics-bid-details/${bid.id}`, caller())
    const want = world.bids.includes(bid) ? expected.details(bid) : null
    if (want === null) {
      expect(details).toEqual({ notFound: errorBody({ message: 'BID não encontrado.' }) })
    } else {
      expect(bidDetailsSchema.parse(details)).toEqual(want)
    }
  }
}

/** One change another instance may make: finish the open BID, rename or retype a member. */
async function change(world: World, r: Rand) {
  const open = world.bids.find((b) => b.status === 'open')
  const kind = pick(r, open ? ['finish', 'rename', 'retype'] : ['rename', 'retype'])
  if (open && kind === 'finish') {
    await db
      .update(bidDays)
      .set({ status: 'finished', closedAt: new Date() })
      .where(eq(bidDays.id, open.id))
    open.status = 'finished'
  } else if (kind === 'rename') {
    const member = pick(r, world.members)
    member.nickname = chance(r, 0.2) ? null : `${pick(r, NAMES)} ${int(r, 1, 9)}`
    await db
      .update(companyPlayers)
      .set({ nickname: member.nickname })
      .where(eq(companyPlayers.id, member.id))
  } else {
    const member = pick(r, world.members)
    member.typePlayer = pick(r, TYPES)
    await db
      .update(companyPlayers)
      .set({ typePlayer: member.typePlayer })
      .where(eq(companyPlayers.id, member.id))
  }
}

describe('statistics against an in-memory oracle', () => {
  it.each(Array.from({ length: RUNS }, (_, i) => BASE_SEED + i))(
    'seed %i: every endpoint agrees',
    async (seed) => {
      const r = mulberry32(seed)
      // Both groups share one clock; it is chosen near a boundary of the first group's zone.
      const firstZone = pick(r, TIME_ZONES)
      now = randomNow(r, firstZone)
      const nowLocal = wallClock(now, firstZone)
      const a = await seedWorld(r, `${seed}-a`, firstZone, nowLocal)
      const b = await seedWorld(r, `${seed}-b`, pick(r, TIME_ZONES), nowLocal)
      await check(a, b, r)
      await check(b, a, r)
      // What another instance may change meanwhile; the cached answers must follow once this
      // instance's one second of trust has passed (ADR 013).
      await change(a, r)
      now = new Date(now.getTime() + HEAD_TTL_MS)
      await check(a, b, r)
    },
    // A run makes about 80 requests over two seeded groups: a second alone, many beside the
    // journeys at nice 10 on a busy 2-core machine.
    60_000,
  )
})
