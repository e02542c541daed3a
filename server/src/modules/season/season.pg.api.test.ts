import { eq, inArray, like, sql } from 'drizzle-orm'
import { describe, expect, it, onTestFinished } from 'vitest'
import { createGroup, createMember } from '../../../test/factories.ts'
import { withDatabaseName } from '../../../test/postgres-url.ts'
import { createTestApp } from '../../../test/test-app.ts'
import { openDatabase, type Database, type Db } from '../../db/client.ts'
import { bidDays, bidPlayers, bidSchedules, emailOutbox, reminderLinks } from '../../db/schema.ts'
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
  await db.insert(bidSchedules).values({
    companyId: group.id,
    enabled: true,
    weekdays: [4],
    gameTime: '20:00',
    opensDaysBefore: 6,
    monthlyWindowHours: window,
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
})
