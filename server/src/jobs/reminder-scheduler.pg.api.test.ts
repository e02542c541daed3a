import { inArray, like, sql } from 'drizzle-orm'
import { describe, expect, it, onTestFinished, vi } from 'vitest'
import { bearer, createGroup, createMember } from '../../test/factories.ts'
import { withDatabaseName } from '../../test/postgres-url.ts'
import { createTestApp } from '../../test/test-app.ts'
import { buildApp } from '../app.ts'
import { openDatabase, type Database } from '../db/client.ts'
import { bidDays, bidPlayers, reminderLinks } from '../db/schema/bids.ts'
import { companies } from '../db/schema/groups.ts'
import { emailOutbox } from '../db/schema/messages.ts'
import { createAccessTokens } from '../lib/access-token.ts'
import { clock } from '../lib/clock.ts'
import { hashToken } from '../lib/tokens.ts'
import {
  fakeWeather,
  forecastWith,
  GAME,
  RAIN_CHECK_DUE,
  schedulerFor,
  tokenIn,
} from '../modules/reminders/reminders.test-kit.ts'

const { app, db, config } = await createTestApp()

/** A second server instance's database: its own connection pool, closed after the test. */
async function secondInstance(): Promise<Database> {
  const result = (await db.execute(sql`select current_database() as name`)) as unknown as {
    rows: { name: string }[]
  }
  const name = result.rows[0]!.name
  const database = await openDatabase({
    databaseUrl: withDatabaseName(process.env.TEST_DATABASE_URL!, name),
  })
  onTestFinished(() => database.close())
  return database
}

async function groupWithPlayers(name: string, players: number) {
  const group = await createGroup(db, name)
  for (const role of ['administrator', 'manager', 'editor'] as const) {
    await createMember(db, group.id, { role })
  }
  const [bid] = await db
    .insert(bidDays)
    .values({ companyId: group.id, number: 1, dayOfMatch: GAME })
    .returning()
  const members = []
  for (let i = 0; i < players; i++) {
    const { member } = await createMember(db, group.id, { fullName: `${name} ${i}` })
    await db.insert(bidPlayers).values({
      companyId: group.id,
      bidDayId: bid!.id,
      companyPlayerId: member.id,
      typePlayer: member.typePlayer,
      status: i < 23 ? 'confirmed' : 'waiting',
    })
    members.push(member)
  }
  return { group, bid: bid!, members }
}

describe('two server instances at once', () => {
  it('send exactly one reminder per member and one rain alert per organiser', async () => {
    const groups = [
      await groupWithPlayers('Pelada Norte', 12),
      await groupWithPlayers('Pelada Sul', 12),
      await groupWithPlayers('Pelada Leste', 12),
    ]
    const other = await secondInstance()
    const weather = fakeWeather(forecastWith(75))
    const a = schedulerFor(db, weather).scheduler
    const b = schedulerFor(other.db, weather).scheduler

    // Reminders (caught up) and rain alerts are both due on Wednesday at 09:00.
    const runs = await Promise.all([
      a.runOnce(RAIN_CHECK_DUE),
      b.runOnce(RAIN_CHECK_DUE),
      a.runOnce(RAIN_CHECK_DUE),
      b.runOnce(RAIN_CHECK_DUE),
    ])
    const total = (key: 'reminders' | 'rainAlerts') => runs.reduce((n, r) => n + r[key], 0)
    expect(total('reminders')).toBe(36)
    expect(total('rainAlerts')).toBe(9)

    const reminders = await db
      .select()
      .from(emailOutbox)
      .where(like(emailOutbox.dedupeKey, 'reminder:%'))
    expect(reminders).toHaveLength(36)
    const everyone = groups.flatMap((g) => g.members.map((m) => m.email))
    expect(reminders.map((r) => r.toAddress).sort()).toEqual(everyone.sort())
    const rain = await db
      .select()
      .from(emailOutbox)
      .where(like(emailOutbox.dedupeKey, 'rain-alert:%'))
    expect(rain).toHaveLength(9)

    // One link per email, and it is the one that email carries: no orphan from a losing race.
    const links = await db
      .select()
      .from(reminderLinks)
      .where(
        inArray(
          reminderLinks.bidDayId,
          groups.map((g) => g.bid.id),
        ),
      )
    expect(links.map((l) => l.tokenHash).sort()).toEqual(
      reminders.map((r) => hashToken(tokenIn(r))).sort(),
    )
  })

  it("send each of a group's chosen reminders once per BID, hour and pending member", async () => {
    const groups = [
      await groupWithPlayers('Pelada das Horas A', 26),
      await groupWithPlayers('Pelada das Horas B', 26),
    ]
    await db
      .update(companies)
      .set({ reminderHours: [48, 3] })
      .where(
        inArray(
          companies.id,
          groups.map((g) => g.group.id),
        ),
      )
    const other = await secondInstance()
    const a = schedulerFor(db).scheduler
    const b = schedulerFor(other.db).scheduler
    const threeHoursBefore = new Date('2030-11-28T20:00:00Z')
    const runs = await Promise.all([
      a.runOnce(threeHoursBefore),
      b.runOnce(threeHoursBefore),
      a.runOnce(threeHoursBefore),
      b.runOnce(threeHoursBefore),
    ])
    expect(runs.reduce((n, r) => n + r.reminders, 0)).toBe(6)
    const keys = await db
      .select({ key: emailOutbox.dedupeKey, to: emailOutbox.toAddress })
      .from(emailOutbox)
      .where(like(emailOutbox.dedupeKey, 'reminder:%:3h'))
    const pending = groups.flatMap((g) => g.members.slice(23).map((m) => m.email))
    expect(keys.map((k) => k.to).sort()).toEqual(pending.sort())
  })

  it('give the last free slot to exactly one of two members answering on different instances, the other waits', async () => {
    vi.spyOn(clock, 'now').mockReturnValue(new Date('2030-11-26T18:00:00Z'))
    const { group, bid, members } = await groupWithPlayers('Pelada da Última Vaga', 26)
    await schedulerFor(db).scheduler.runOnce(new Date('2030-11-26T12:00:00Z'))
    const rows = await db
      .select()
      .from(emailOutbox)
      .where(like(emailOutbox.dedupeKey, `reminder:${bid.id}:%`))
    const tokenOf = (memberId: number) =>
      tokenIn(rows.find((r) => r.dedupeKey.startsWith(`reminder:${bid.id}:${memberId}:`))!)
    const [first, second] = members.slice(23).map((m) => tokenOf(m.id))

    const otherApp = await buildApp({ config, database: await secondInstance() })
    onTestFinished(() => otherApp.close())
    const answer = (instance: typeof app, token: string) =>
      instance.inject({
        method: 'POST',
        url: `/v1/reminders/${token}/answer`,
        payload: { answer: 'vou' },
      })
    const results = await Promise.all([answer(app, first!), answer(otherApp, second!)])
    // The one who loses the race joins the waiting list instead (ADR 011).
    expect(results.map((r) => r.statusCode)).toEqual([200, 200])
    expect(results.map((r) => r.json().status).sort()).toEqual(['confirmed', 'waitlisted'])

    const tokens = createAccessTokens(config.jwtSecret, 60)
    const organiser = await createMember(db, group.id, { role: 'administrator' })
    const token = await tokens.sign({
      companyId: group.id,
      companyPlayerId: organiser.member.id,
      playerId: organiser.member.playerId!,
      role: 'administrator',
      sessionId: 'test-session',
    })
    const live = await app.inject({
      method: 'GET',
      url: '/v1/bids/current-bid',
      headers: bearer(token),
    })
    expect(live.json()).toMatchObject({ totalConfirmed: 24, totalWaitlisted: 1 })
    vi.restoreAllMocks()
  })
})
