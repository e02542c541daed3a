import { eq } from 'drizzle-orm'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { publicCountersSchema } from '@bidfut/domain/contracts/public-counters'
import { createTestApp } from '../../../test/test-app.ts'
import { createGroup, createMember } from '../../../test/factories.ts'
import { bidDays } from '../../db/schema/bids.ts'
import { companyPlayers } from '../../db/schema/memberships.ts'
import { COUNTERS_TTL_MS } from './public-counters.routes.ts'

const { app, db } = await createTestApp()

async function counters() {
  const res = await app.inject({ method: 'GET', url: '/v1/public/counters' })
  expect(res.statusCode).toBe(200)
  expect(res.headers['cache-control']).toBe('public, max-age=300')
  return publicCountersSchema.parse(res.json())
}

/** A BID with a stored draw of `teams` teams (their line-ups do not matter to the count). */
async function bid(
  companyId: number,
  number: number,
  status: 'open' | 'finished' | 'cancelled',
  teams: number | null,
) {
  await db.insert(bidDays).values({
    companyId,
    number,
    status,
    dayOfMatch: `2026-10-${String(number).padStart(2, '0')}T20:00:00`,
    drawnTeams:
      teams === null
        ? null
        : { teams: Array.from({ length: teams }, (_, i) => ({ teamId: i + 1, players: [] })) },
  })
}

afterEach(() => {
  vi.useRealTimers()
})

describe('GET /v1/public/counters', () => {
  it('counts finished BIDs, drawn teams and live memberships across every group, kept for a few minutes', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const before = await counters()

    const one = await createGroup(db, 'Pelada Um')
    const two = await createGroup(db, 'Pelada Dois')
    await bid(one.id, 1, 'finished', 3)
    await bid(one.id, 2, 'finished', null)
    await bid(one.id, 3, 'open', 2)
    await bid(two.id, 1, 'finished', 4)
    await bid(two.id, 2, 'cancelled', 5)
    await createMember(db, one.id)
    await createMember(db, two.id, { activated: false })
    const gone = await createMember(db, two.id)
    await db
      .update(companyPlayers)
      .set({ deletedAt: new Date() })
      .where(eq(companyPlayers.id, gone.member.id))

    // Within the cache's minutes the landing gets the same figures without a new count.
    vi.setSystemTime(Date.now() + COUNTERS_TTL_MS - 1_000)
    expect(await counters()).toEqual(before)

    vi.setSystemTime(Date.now() + 2_000)
    expect(await counters()).toEqual({
      gamesOrganised: before.gamesOrganised + 3,
      teamsGenerated: before.teamsGenerated + 3 + 2 + 4,
      players: before.players + 2,
    })
  })

  it('answers without a session and with nothing but the three numbers', async () => {
    const res = await app.inject({ method: 'GET', url: '/v1/public/counters' })
    expect(Object.keys(res.json() as object).sort()).toEqual([
      'gamesOrganised',
      'players',
      'teamsGenerated',
    ])
  })
})
