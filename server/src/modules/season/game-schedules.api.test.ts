import { asc, eq } from 'drizzle-orm'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { bidDays } from '../../db/schema/bids.ts'
import { emailOutbox } from '../../db/schema/messages.ts'
import { bidSchedules } from '../../db/schema/season.ts'
import { seasonOn } from '../../jobs/jobs.test-kit.ts'
import { clock } from '../../lib/clock.ts'
import { createBidsTestApp, PUBLIC_URL } from '../bids/bids.test-kit.ts'

// Several weekly games per group (ADR 057): 'Terça 21:00 — Quadra Coberta' and 'Quinta 20:00 —
// Campo do Zé', each opened by the scheduler with its own time and place.

const kit = await createBidsTestApp()
const { db, call } = kit

const utc = (iso: string) => new Date(`${iso}Z`)
/** Friday 22/11/2030 in São Paulo: Tuesday 26/11 and Thursday 28/11 are the next games. */
const SAVED_AT = utc('2030-11-22T12:00:00')
const TUESDAYS = { weekdays: [2], time: '21:00', location: 'Quadra Coberta', opensDaysBefore: 1 }
const THURSDAYS = { weekdays: [4], time: '20:00', location: 'Campo do Zé', opensDaysBefore: 1 }

type Season = {
  schedules: { id: number; label: string; description: string }[]
  nextOpenings: { localDate: string; gameAt: string; opensAt: string; label: string }[]
}

afterEach(async () => {
  vi.restoreAllMocks()
  // Each test's ticks see only its own group's games.
  await db.update(bidSchedules).set({ enabled: false })
})

/** A group with one member of each role, its agenda on, and these games added at SAVED_AT. */
async function teamWithGames(name: string, ...games: object[]) {
  const team = await kit.createTeam(name)
  vi.spyOn(clock, 'now').mockReturnValue(SAVED_AT)
  const token = team.administrator.token
  const on = await call('PUT', '/groups/schedule', token, {
    enabled: true,
    monthlyWindowHours: null,
  })
  expect(on.statusCode, on.body).toBe(200)
  let season = on.json<Season>()
  for (const game of games) {
    const res = await call('POST', '/groups/schedules', token, game)
    expect(res.statusCode, res.body).toBe(200)
    season = res.json<Season>()
  }
  return { team, token, season }
}

const bidsOf = async (companyId: number) =>
  (
    await db.select().from(bidDays).where(eq(bidDays.companyId, companyId)).orderBy(asc(bidDays.id))
  ).map((bid) => `${bid.dayOfMatch} ${bid.location} ${bid.status}`)

describe('a group’s weekly games', () => {
  it('lists each game in words, in weekday order, and the next openings of all of them', async () => {
    const { team, season } = await teamWithGames('Pelada Dupla', THURSDAYS, TUESDAYS)
    expect(season.schedules.map((s) => [s.label, s.description])).toEqual([
      ['Terça 21:00 — Quadra Coberta', 'Toda terça às 21:00, abre 1 dia antes'],
      ['Quinta 20:00 — Campo do Zé', 'Toda quinta às 20:00, abre 1 dia antes'],
    ])
    expect(season.nextOpenings).toEqual([
      {
        localDate: '2030-11-26',
        gameAt: '2030-11-26T21:00:00',
        opensAt: '2030-11-25T21:00:00',
        label: 'Terça 21:00 — Quadra Coberta',
      },
      {
        localDate: '2030-11-28',
        gameAt: '2030-11-28T20:00:00',
        opensAt: '2030-11-27T20:00:00',
        label: 'Quinta 20:00 — Campo do Zé',
      },
      expect.objectContaining({ localDate: '2030-12-03' }),
    ])
    const list = await call('GET', '/groups/schedules', team.manager.token)
    expect(list.statusCode).toBe(200)
    expect(list.json()).toEqual({ schedules: season.schedules })
    // Without a place of its own, a game is named with the group's default place, if any.
    const noPlace = await call(
      'PUT',
      `/groups/schedules/${season.schedules[0]!.id}`,
      team.manager.token,
      {
        ...TUESDAYS,
        location: null,
      },
    )
    expect(noPlace.json<Season>().schedules[0]!.label).toMatch(/^Terça 21:00/u)
  })

  it('refuses a weekday that already has a game, and an opening before its own previous game', async () => {
    const { token, season } = await teamWithGames('Pelada Cheia', TUESDAYS)
    const refused = async (game: object, field: string, message: RegExp) => {
      const res = await call('POST', '/groups/schedules', token, game)
      expect(res.statusCode, res.body).toBe(400)
      expect(res.json().errors[field]).toMatch(message)
    }
    await refused(
      { ...THURSDAYS, weekdays: [2, 4] },
      'weekdays',
      /^Dias da semana: terça já tem jogo na agenda \(Terça 21:00 — Quadra Coberta\)\.$/u,
    )
    // A game's BID opens after its own previous game: Tuesday and Thursday in one game are two
    // days apart; two games each open up to 6 days before, both BIDs open at once (ADR 059).
    await refused(
      { ...THURSDAYS, weekdays: [4, 6], opensDaysBefore: 2 },
      'opensDaysBefore',
      /no máximo 1 dia antes/u,
    )
    const early = await call('PUT', `/groups/schedules/${season.schedules[0]!.id}`, token, {
      ...TUESDAYS,
      opensDaysBefore: 5,
    })
    expect(early.statusCode).toBe(200)
    const both = await call('POST', '/groups/schedules', token, {
      ...THURSDAYS,
      opensDaysBefore: 6,
    })
    expect(both.statusCode, both.body).toBe(200)
    await refused({ ...THURSDAYS, weekdays: [] }, 'weekdays', /escolha pelo menos um dia/u)
  })

  it('changes and removes only the group’s own games', async () => {
    const { token, season } = await teamWithGames('Pelada Própria', TUESDAYS)
    const other = await teamWithGames('Pelada Alheia', THURSDAYS)
    const theirs = other.season.schedules[0]!.id
    const put = await call('PUT', `/groups/schedules/${theirs}`, token, TUESDAYS)
    expect(put.statusCode).toBe(404)
    expect(put.json().message).toBe('Jogo da agenda não encontrado.')
    expect((await call('DELETE', `/groups/schedules/${theirs}`, token)).statusCode).toBe(404)
    expect((await call('DELETE', '/groups/schedules/abc', token)).statusCode).toBe(400)

    const removed = await call('DELETE', `/groups/schedules/${season.schedules[0]!.id}`, token)
    expect(removed.statusCode).toBe(200)
    expect(removed.json()).toMatchObject({ schedules: [], nextOpenings: [] })
    const log = (await call('GET', '/activity', token)).json<{ entries: { text: string }[] }>()
    expect(log.entries.map((e) => e.text).slice(0, 2)).toEqual([
      expect.stringMatching(
        /tirou da agenda o jogo terça 21:00 — Quadra Coberta \(abre 1 dia antes\)$/u,
      ),
      expect.stringMatching(
        /pôs na agenda o jogo terça 21:00 — Quadra Coberta \(abre 1 dia antes\)$/u,
      ),
    ])
  })
})

describe('the scheduler with two weekly games', () => {
  it('opens each game’s BID at its own time and place, one after the other', async () => {
    const { team } = await teamWithGames('Pelada Terça e Quinta', TUESDAYS, THURSDAYS)
    vi.restoreAllMocks()
    const season = seasonOn(db, PUBLIC_URL)
    // Monday 25/11 21:00: Tuesday's BID opens; Thursday's is not due yet.
    expect(await season.runOnce(utc('2030-11-26T00:00:00'))).toMatchObject({ openings: 1 })
    expect(await season.runOnce(utc('2030-11-26T00:01:00'))).toMatchObject({ openings: 0 })
    expect(await bidsOf(team.group.id)).toEqual(['2030-11-26T21:00:00 Quadra Coberta open'])
    // Wednesday 27/11 20:00: Tuesday's game was played; Thursday's BID opens at Campo do Zé.
    expect(await season.runOnce(utc('2030-11-27T23:00:00'))).toMatchObject({ openings: 1 })
    expect(await bidsOf(team.group.id)).toEqual([
      '2030-11-26T21:00:00 Quadra Coberta finished',
      '2030-11-28T20:00:00 Campo do Zé open',
    ])
    // The next Tuesday opens on Monday 02/12 21:00, and each date only once.
    expect(await season.runOnce(utc('2030-12-03T00:00:00'))).toMatchObject({ openings: 1 })
    expect(await season.runOnce(utc('2030-12-03T00:00:30'))).toMatchObject({ openings: 0 })
    expect(await bidsOf(team.group.id)).toHaveLength(3)
  })

  it('opens both games of a week together, each date once, and finishes each when played (ADR 059)', async () => {
    const early = { ...THURSDAYS, opensDaysBefore: 3 }
    const { team } = await teamWithGames('Pelada Duas Abertas', TUESDAYS, early)
    await kit.addMember(team.group.id, { email: 'duas@x.com' })
    vi.restoreAllMocks()
    const season = seasonOn(db, PUBLIC_URL)
    // Monday 25/11: Thursday's BID opens at 20:00 (3 days before), Tuesday's at 21:00.
    expect(await season.runOnce(utc('2030-11-26T00:00:00'))).toMatchObject({ openings: 2 })
    expect(await season.runOnce(utc('2030-11-26T00:01:00'))).toMatchObject({ openings: 0 })
    expect(await bidsOf(team.group.id)).toEqual([
      '2030-11-26T21:00:00 Quadra Coberta open',
      '2030-11-28T20:00:00 Campo do Zé open',
    ])
    const numbers = await db
      .select({ number: bidDays.number })
      .from(bidDays)
      .where(eq(bidDays.companyId, team.group.id))
      .orderBy(bidDays.dayOfMatch)
    expect(numbers.map((n) => n.number)).toEqual([1, 2])
    // Two BIDs open: each email names its game's day (ADR 059).
    const subjects = await db
      .select({ subject: emailOutbox.subject })
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, 'duas@x.com'))
    expect(subjects.map((e) => e.subject).sort()).toEqual([
      'BID #1 — terça 21:00 aberto — confirme sua presença',
      'BID #2 — quinta 20:00 aberto — confirme sua presença',
    ])
    // The next Monday: last week's two BIDs are finished, the next two open.
    expect(await season.runOnce(utc('2030-12-03T00:00:00'))).toMatchObject({ openings: 2 })
    expect(await bidsOf(team.group.id)).toEqual([
      '2030-11-26T21:00:00 Quadra Coberta finished',
      '2030-11-28T20:00:00 Campo do Zé finished',
      '2030-12-03T21:00:00 Quadra Coberta open',
      '2030-12-05T20:00:00 Campo do Zé open',
    ])
  })

  it('skips a date of either game, naming which weekdays have none', async () => {
    const { team, token } = await teamWithGames('Pelada Pulada', TUESDAYS, THURSDAYS)
    const skip = await call('POST', '/groups/schedule/skips', token, { localDate: '2030-11-28' })
    expect(skip.statusCode, skip.body).toBe(200)
    expect(skip.json<Season>().nextOpenings.map((o) => o.localDate)).toEqual([
      '2030-11-26',
      '2030-12-03',
      '2030-12-05',
    ])
    const wrongDay = await call('POST', '/groups/schedule/skips', team.manager.token, {
      localDate: '2030-11-27',
    })
    expect(wrongDay.statusCode).toBe(400)
  })
})
