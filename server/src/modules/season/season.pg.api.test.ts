import { eq, inArray, like, sql } from 'drizzle-orm'
import { describe, expect, it, onTestFinished } from 'vitest'
import { createGroup, createMember } from '../../../test/factories.ts'
import { withDatabaseName } from '../../../test/postgres-url.ts'
import { createTestApp } from '../../../test/test-app.ts'
import { openDatabase, type Database, type Db } from '../../db/client.ts'
import { bidDays, bidPlayers, reminderLinks } from '../../db/schema/bids.ts'
import { emailOutbox } from '../../db/schema/messages.ts'
import { bidScheduleDates, bidSchedules, gameSchedules } from '../../db/schema/season.ts'
import { seasonOn } from '../../jobs/jobs.test-kit.ts'
import { hashToken } from '../../lib/tokens.ts'
import { PUBLIC_URL } from '../bids/bids.test-kit.ts'
import { tokenIn } from '../reminders/reminders.test-kit.ts'

const { db } = await createTestApp()

/** Thursday 28/11/2030 20:00 in São Paulo; its BID opens on 22/11 at 20:00 (23:00 UTC). */
const OPENS_AT = new Date('2030-11-22T23:00:00Z')

/** A second server instance's database: its own connection pool, closed after the test. */
async function secondInstance(): Promise<Database> {
  const result = (await db.execute(sql`select current_database() as name`)) as unknown as {
    rows: { name: string }[]
  }
  const database = await openDatabase({
    databaseUrl: withDatabaseName(process.env.TEST_DATABASE_URL!, result.rows[0]!.name),
  })
  onTestFinished(() => database.close())
  return database
}

const schedulerOn = (conn: Db) => seasonOn(conn, PUBLIC_URL)

/** A group playing on Thursdays at 20:00, due to open at OPENS_AT. */
async function scheduledGroup(name: string, members: number, window: number | null = null) {
  const group = await createGroup(db, name)
  const people = []
  for (let i = 0; i < members; i++) {
    people.push((await createMember(db, group.id, { fullName: `${name} ${i}` })).member)
  }
  await db
    .insert(bidSchedules)
    .values({ companyId: group.id, enabled: true, monthlyWindowHours: window })
  await db.insert(gameSchedules).values({
    companyId: group.id,
    weekdays: [4],
    gameTime: '20:00',
    opensDaysBefore: 6,
    nextOpensAt: OPENS_AT,
  })
  return { group, people }
}

describe('two schedulers racing', () => {
  it('open each scheduled BID exactly once, with one email and one link per member', async () => {
    const groups = []
    for (let i = 0; i < 6; i++) groups.push(await scheduledGroup(`Pelada Corrida ${i}`, 8))
    const a = schedulerOn(db)
    const b = schedulerOn((await secondInstance()).db)

    // Two instances at the opening minute, and one of them restarted within it.
    const runs = await Promise.all([
      a.runOnce(OPENS_AT),
      b.runOnce(OPENS_AT),
      schedulerOn(db).runOnce(new Date(OPENS_AT.getTime() + 30_000)),
      b.runOnce(new Date(OPENS_AT.getTime() + 30_000)),
    ])
    expect(runs.reduce((n, run) => n + run.openings, 0)).toBe(6)
    expect(runs.reduce((n, run) => n + run.emails, 0)).toBe(48)

    const ids = groups.map((g) => g.group.id)
    const bids = await db.select().from(bidDays).where(inArray(bidDays.companyId, ids))
    expect(bids.map((bid) => bid.companyId).sort()).toEqual([...ids].sort())
    const emails = await db.select().from(emailOutbox).where(inArray(emailOutbox.companyId, ids))
    expect(emails).toHaveLength(48)
    expect(new Set(emails.map((e) => e.toAddress)).size).toBe(48)
    const links = await db.select().from(reminderLinks).where(inArray(reminderLinks.companyId, ids))
    expect(links.map((l) => l.tokenHash).sort()).toEqual(
      emails.map((e) => hashToken(tokenIn(e))).sort(),
    )
  })

  it('release a closed window once: the waiting list is promoted and told once', async () => {
    const { group, people } = await scheduledGroup('Pelada da Janela', 24, 48)
    await schedulerOn(db).runOnce(OPENS_AT)
    const [bid] = await db.select().from(bidDays).where(eq(bidDays.companyId, group.id))
    // Twenty mensalistas still hold their places; four answered; one avulso waits in line.
    const avulso = await createMember(db, group.id, { typePlayer: 'sporadic', fullName: 'Avulso' })
    await db
      .update(bidPlayers)
      .set({ status: 'confirmed' })
      .where(
        inArray(
          bidPlayers.companyPlayerId,
          people.slice(0, 3).map((p) => p.id),
        ),
      )
    await db
      .update(bidPlayers)
      .set({ status: 'absent' })
      .where(eq(bidPlayers.companyPlayerId, people[3]!.id))
    await db.insert(bidPlayers).values({
      companyId: group.id,
      bidDayId: bid!.id,
      companyPlayerId: avulso.member.id,
      typePlayer: 'sporadic',
      status: 'waitlisted',
      waitlistedAt: new Date(),
    })

    const closed = new Date('2030-11-26T23:00:00Z')
    const other = schedulerOn((await secondInstance()).db)
    const runs = await Promise.all([
      schedulerOn(db).runOnce(closed),
      other.runOnce(closed),
      other.runOnce(closed),
    ])
    expect(runs.reduce((n, run) => n + run.released, 0)).toBe(1)
    const [entry] = await db
      .select()
      .from(bidPlayers)
      .where(eq(bidPlayers.companyPlayerId, avulso.member.id))
    expect(entry!.status).toBe('confirmed')
    const told = await db
      .select()
      .from(emailOutbox)
      .where(like(emailOutbox.dedupeKey, `waitlist-promoted:${bid!.id}:${avulso.member.id}:%`))
    expect(told).toHaveLength(1)
  })

  it('open each of a group’s two weekly games once, both open together (ADR 059)', async () => {
    // Tuesday 26/11 21:00 (opens Monday 21:00) and Thursday 28/11 20:00 (opens Monday 20:00),
    // both due on Monday 25/11 at 21:00.
    const groups: number[] = []
    for (let i = 0; i < 4; i++) {
      const { group } = await scheduledGroup(`Pelada Dupla ${i}`, 3)
      await db
        .update(gameSchedules)
        .set({ opensDaysBefore: 3 })
        .where(eq(gameSchedules.companyId, group.id))
      await db.insert(gameSchedules).values({
        companyId: group.id,
        weekdays: [2],
        gameTime: '21:00',
        location: 'Quadra Coberta',
        opensDaysBefore: 1,
        nextOpensAt: OPENS_AT,
      })
      groups.push(group.id)
    }
    const other = (await secondInstance()).db
    const race = async (at: Date) => {
      const later = new Date(at.getTime() + 30_000)
      const runs = await Promise.all([
        schedulerOn(db).runOnce(at),
        schedulerOn(other).runOnce(at),
        schedulerOn(db).runOnce(later),
        schedulerOn(other).runOnce(later),
      ])
      return runs.reduce((n, run) => n + run.openings, 0)
    }
    const games = async () =>
      (await db.select().from(bidDays).where(inArray(bidDays.companyId, groups)))
        .map(
          (bid) =>
            `${bid.companyId} #${bid.number} ${bid.dayOfMatch} ${bid.location} ${bid.status}`,
        )
        .sort()

    // Both games open at once, each date once per group, numbered in kick-off order.
    expect(await race(new Date('2030-11-26T00:00:00Z'))).toBe(8)
    const both = groups
      .flatMap((id) => [
        `${id} #1 2030-11-26T21:00:00 Quadra Coberta open`,
        `${id} #2 2030-11-28T20:00:00 Quadra do Teste open`,
      ])
      .sort()
    expect(await games()).toEqual(both)
    // Tuesday's game was played: nothing more opens, and both BIDs stay open.
    expect(await race(new Date('2030-11-27T00:01:00Z'))).toBe(0)
    expect(await games()).toEqual(both)
    const claims = await db
      .select()
      .from(bidScheduleDates)
      .where(inArray(bidScheduleDates.companyId, groups))
    expect(claims).toHaveLength(8)
    const emails = await db.select().from(emailOutbox).where(inArray(emailOutbox.companyId, groups))
    expect(emails).toHaveLength(24)
  })
})
