import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { createGroup } from '../../../test/factories.ts'
import { buildApp } from '../../app.ts'
import { loadConfig } from '../../config.ts'
import { clock } from '../../lib/clock.ts'
import { HEAD_TTL_MS } from '../../lib/read-trust.ts'
import { createStatisticsTestApp } from './statistics.test-kit.ts'

// Answers are cached per group under a version read from the database on every request. Here a
// second app on the same database plays another server instance: what it changes must show on
// the first once the member read cache's trust (HEAD_TTL_MS, ADR 013) has passed.
let now = new Date('2026-06-15T15:00:00Z') // 12:00 in São Paulo
vi.spyOn(clock, 'now').mockImplementation(() => new Date(now))

const kit = await createStatisticsTestApp()
const { db, database, addBid, addEntry, addMember } = kit
const dataDir = mkdtempSync(path.join(tmpdir(), 'bidfut-other-'))
const other = await buildApp({
  config: loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    JWT_SECRET: 'test-secret-test-secret-test-secret-123',
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
  }),
  // Only `db` is used by the app; closing is left to the first app's harness.
  database,
})
afterAll(async () => {
  await other.close()
  vi.restoreAllMocks()
})

const group = await createGroup(db, 'Pelada do Cache')
const organiser = await addMember(group.id, { role: 'editor', fullName: 'Organizadora' })
const pedro = await addMember(group.id, { fullName: 'Pedro' })
const quim = await addMember(group.id, { fullName: 'Quim' })
const nick = (m: typeof pedro) => m.member.nickname!

const first = await addBid(group.id, 1, '2026-06-04T20:00:00')
await addEntry(first, pedro.member, { quantityOfGoals: 2 })
await addEntry(first, quim.member, { quantityOfGoals: 1 })
const open = await addBid(group.id, 2, '2026-06-11T20:00:00', 'open')
await addEntry(open, quim.member, { quantityOfGoals: 4 })

const read = async (url: string, token = pedro.token) => {
  const res = await kit.get(url, token)
  return res.statusCode === 204 ? null : res.json()
}
const ranking = async () => {
  const body = await read('/statistics/ranking-strikers')
  const names = (list: { nickname: string; quantityOfGoals: number }[]) =>
    list.map((s) => `${s.nickname} ${s.quantityOfGoals}`)
  return {
    season: body.season,
    all: names(body.allStrikersScorers),
    month: names(body.allStrikersScorersCurrentMonth),
  }
}

describe('cached statistics', () => {
  it('show a BID finished by another instance within a second', async () => {
    expect(await ranking()).toEqual({
      season: 2026,
      all: [`${nick(pedro)} 2`, `${nick(quim)} 1`],
      month: [`${nick(pedro)} 2`, `${nick(quim)} 1`],
    })
    expect(await read('/bid-statistics/history-stats')).toMatchObject({ totalGames: 1 })
    expect(await read('/statistics/quantity-of-goals-stats-dashboard')).toHaveLength(1)
    expect((await read('/bid-statistics/games-history-stats')).totalRecords).toBe(1)
    expect((await read('/statistics/company-player-stats', quim.token)).totalGoals).toBe(1)

    const done = await other.inject({
      method: 'POST',
      url: `/v1/bids/complete-bid/${open.id}`,
      headers: { authorization: `Bearer ${organiser.token}` },
    })
    expect(done.statusCode, done.body).toBe(200)
    now = new Date(now.getTime() + HEAD_TTL_MS)

    expect((await ranking()).all).toEqual([`${nick(quim)} 5`, `${nick(pedro)} 2`])
    expect(await read('/bid-statistics/history-stats')).toMatchObject({
      totalGames: 2,
      totalGoals: 7,
    })
    expect(await read('/statistics/quantity-of-goals-stats-dashboard')).toMatchObject([
      { bidDayId: open.id, totalGoals: 4, trend: 'up' },
      { bidDayId: first.id, totalGoals: 3, trend: 'stable' },
    ])
    expect((await read('/bid-statistics/games-history-stats')).totalRecords).toBe(2)
    expect((await read('/statistics/company-player-stats', quim.token)).totalGoals).toBe(5)
    expect(await read('/statistics/active-bid-dashboard')).toBeNull()
  })

  it('show a nickname changed by another instance within a second', async () => {
    const url = `/v1/company-players/edit/${pedro.member.id}/${pedro.member.id}`
    const headers = { authorization: `Bearer ${organiser.token}` }
    const loaded = await other.inject({ method: 'GET', url, headers })
    expect(loaded.statusCode, loaded.body).toBe(200)
    const saved = await other.inject({
      method: 'PUT',
      url,
      headers,
      payload: { ...(loaded.json() as object), nickname: 'Pedrão' },
    })
    expect(saved.statusCode, saved.body).toBe(200)
    now = new Date(now.getTime() + HEAD_TTL_MS)

    expect((await ranking()).all).toEqual([`${nick(quim)} 5`, 'Pedrão 2'])
    expect(await read('/statistics/top-five-scorers-dashboard')).toEqual([
      { nickname: nick(quim), quantityOfGoals: 5 },
      { nickname: 'Pedrão', quantityOfGoals: 2 },
    ])
    const history = await read('/bid-statistics/games-history-stats')
    expect(history.data[1]).toMatchObject({ bidDayId: first.id, topScorer: 'Pedrão' })
  })

  it('start the month and the season afresh at local midnight', async () => {
    now = new Date('2026-07-01T02:59:59Z') // still 30 June in São Paulo
    expect((await ranking()).month).toHaveLength(2)
    now = new Date('2026-07-01T03:00:00Z') // 1 July
    expect(await ranking()).toMatchObject({ season: 2026, month: [] })
    expect((await ranking()).all).toHaveLength(2)

    now = new Date('2027-01-01T02:59:59Z') // still 2026 in São Paulo
    expect((await ranking()).all).toHaveLength(2)
    now = new Date('2027-01-01T03:00:00Z')
    expect(await ranking()).toEqual({ season: 2027, all: [], month: [] })
    expect(await read('/statistics/top-five-scorers-dashboard')).toBeNull()
    expect(await read('/statistics/company-player-stats', quim.token)).toBeNull()
    expect(await read('/bid-statistics/history-stats')).toMatchObject({ totalGames: 2 })
  })

  it('keep groups apart', async () => {
    const elsewhere = await createGroup(db, 'Outra Pelada')
    const stranger = await addMember(elsewhere.id, { fullName: 'Estranho' })
    expect(await read('/bid-statistics/history-stats', stranger.token)).toBeNull()
    expect(await read('/bid-statistics/games-history-stats', stranger.token)).toMatchObject({
      totalRecords: 0,
    })
  })
})
