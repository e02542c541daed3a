import { and, count, eq } from 'drizzle-orm'
import { describe, expect, it, vi } from 'vitest'
import { login } from '../../test/factories.ts'
import { clock } from '../lib/clock.ts'
import { createTestApp } from '../../test/test-app.ts'
import { bidDays, bidPlayers } from './schema/bids.ts'
import { companies } from './schema/groups.ts'
import { companyPlayers } from './schema/memberships.ts'
import {
  DEMO_PASSWORD,
  demoBidDates,
  findDemoGroup,
  isDatabaseEmpty,
  seedDemo,
} from './seed-demo.ts'

const { app, db } = await createTestApp()

describe('demo seed', () => {
  it('fills an empty database with the demo group', async () => {
    expect(await isDatabaseEmpty(db)).toBe(true)
    const logins = await seedDemo(db, { now: new Date('2026-11-21T12:00:00Z') })
    expect(logins).toHaveLength(30)
    const group = await findDemoGroup(db)
    expect(group?.name).toBe('Pelada de Quinta')

    const byType = await db
      .select({ type: companyPlayers.typePlayer, n: count() })
      .from(companyPlayers)
      .groupBy(companyPlayers.typePlayer)
    const counts = Object.fromEntries(byType.map((r) => [r.type, r.n]))
    expect(counts).toEqual({ goalkeeper: 3, monthly: 18, sporadic: 9 })

    const bids = await db.select().from(bidDays).orderBy(bidDays.number)
    expect(bids.filter((b) => b.status === 'finished')).toHaveLength(10)
    const open = bids.filter((b) => b.status === 'open')
    expect(open).toHaveLength(1)
    expect(open[0]!.dayOfMatch).toBe('2026-11-26T20:00:00')

    const [goals] = await db
      .select({ n: count() })
      .from(bidPlayers)
      .where(and(eq(bidPlayers.status, 'confirmed')))
    expect(goals!.n).toBeGreaterThan(150)
  })

  it('puts every finished BID in the past and the open one ahead, whatever the weekday', () => {
    // Wednesday 25 Nov 2026 to Tuesday 1 Dec, at noon in São Paulo.
    for (let day = 0; day < 7; day++) {
      const now = new Date(Date.UTC(2026, 10, 25 + day, 15))
      const today = now.toISOString().slice(0, 10)
      const { finished, open } = demoBidDates(now)
      expect(finished).toHaveLength(10)
      expect(
        finished.every((date) => date.slice(0, 10) < today),
        finished.at(-1),
      ).toBe(true)
      expect(open > finished.at(-1)!).toBe(true)
      expect(open.slice(0, 10) > today).toBe(true)
    }
    expect(demoBidDates(new Date('2026-11-25T15:00:00Z')).finished.at(-1)).toBe(
      '2026-11-19T20:00:00',
    )
  })

  it('lets the demo accounts sign in with their roles', async () => {
    for (const [email, role] of [
      ['organizador@demo.bidfut.test', 'administrator'],
      ['editor@demo.bidfut.test', 'editor'],
      ['jogador28@demo.bidfut.test', 'member'],
    ]) {
      const session = (await login(app, email!, DEMO_PASSWORD)) as unknown as { role: string }
      expect(session.role).toBe(role)
    }
  })

  it('tells a season the dashboard can show: attendance counts every seeded BID', async () => {
    vi.spyOn(clock, 'now').mockReturnValue(new Date('2026-11-22T12:00:00Z'))
    const session = await login(app, 'organizador@demo.bidfut.test', DEMO_PASSWORD)
    const headers = { authorization: `Bearer ${session.accessToken}` }
    const own = await app.inject({
      method: 'GET',
      url: '/v1/statistics/company-player-stats',
      headers,
    })
    expect(own.json().attendancePercentage).toBeGreaterThan(50)
    const history = await app.inject({
      method: 'GET',
      url: '/v1/bid-statistics/history-stats',
      headers,
    })
    expect(history.json().totalGames).toBe(10)
    vi.restoreAllMocks()
  })

  it('seeds another group like the demo beside it, under its own name, email domain and open BID date', async () => {
    const logins = await seedDemo(db, {
      name: 'Pelada da Jornada',
      emailDomain: 'jornada.test',
      openBidDayOfMatch: '2026-11-20T19:00:00',
    })
    expect(logins.map((l) => l.email)).toContain('jogador28@jornada.test')
    expect(logins.every((l) => l.email.endsWith('@jornada.test'))).toBe(true)
    const session = (await login(app, 'organizador@jornada.test', DEMO_PASSWORD)) as unknown as {
      role: string
      companyId: number
    }
    expect(session.role).toBe('administrator')
    const [group] = await db.select().from(companies).where(eq(companies.id, session.companyId))
    expect(group!.name).toBe('Pelada da Jornada')
    const [members] = await db
      .select({ n: count() })
      .from(companyPlayers)
      .where(eq(companyPlayers.companyId, group!.id))
    expect(members!.n).toBe(30)
    const [open] = await db
      .select()
      .from(bidDays)
      .where(and(eq(bidDays.companyId, group!.id), eq(bidDays.status, 'open')))
    expect(open!.dayOfMatch).toBe('2026-11-20T19:00:00')
  })
})
