import { and, eq, inArray, like } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { createGroup, createMember } from '../../../test/factories.ts'
import { secondInstance } from '../../../test/second-instance.ts'
import { createTestApp } from '../../../test/test-app.ts'
import type { Db } from '../../db/client.ts'
import { activityLog } from '../../db/schema/activity.ts'
import { bidDays, bidPlayers, reminderLinks } from '../../db/schema/bids.ts'
import { companies } from '../../db/schema/groups.ts'
import { emailOutbox } from '../../db/schema/messages.ts'
import { bidSchedules, gameSchedules } from '../../db/schema/season.ts'
import { seasonOn } from '../../jobs/jobs.test-kit.ts'
import { PUBLIC_URL } from './bids.test-kit.ts'
import { openForRegulars } from './opening-regulars.ts'
import { createNotices } from '../notices/notices.ts'

// 'Confirmar mensalistas automaticamente' and the furões' rule at the opening (ADR 060), with
// two instances opening the same BIDs at the same minute: each BID's regulars once.
const { db } = await createTestApp()

/** Thursday 28/11/2030 20:00 in São Paulo; its BID opens on 22/11 at 20:00 (23:00 UTC). */
const OPENS_AT = new Date('2030-11-22T23:00:00Z')

const schedulerOn = (conn: Db) => seasonOn(conn, PUBLIC_URL)

/**
 * A group playing on Thursdays with 6 places, 8 mensalistas (the first, a furão: 'Faltou sem
 * avisar' in its two last games, 1 and 2 weeks before) and both settings on.
 */
async function automaticGroup(name: string) {
  const group = await createGroup(db, name)
  await db
    .update(companies)
    .set({ defaultSlots: 6, autoConfirmMonthly: true, furaoRuleAbsences: 2, furaoRuleWeeks: 4 })
    .where(eq(companies.id, group.id))
  const people = []
  for (let i = 0; i < 8; i++) {
    people.push((await createMember(db, group.id, { fullName: `${name} ${i}` })).member)
  }
  for (const [number, day] of [
    [1, '2030-11-14T20:00:00'],
    [2, '2030-11-07T20:00:00'],
  ] as const) {
    const [bid] = await db
      .insert(bidDays)
      .values({ companyId: group.id, number, dayOfMatch: day, status: 'finished' })
      .returning()
    await db.insert(bidPlayers).values({
      companyId: group.id,
      bidDayId: bid!.id,
      companyPlayerId: people[0]!.id,
      typePlayer: 'monthly',
      status: 'absent',
      missed: 'no_show',
    })
  }
  await db.insert(bidSchedules).values({ companyId: group.id, enabled: true })
  await db.insert(gameSchedules).values({
    companyId: group.id,
    weekdays: [4],
    gameTime: '20:00',
    opensDaysBefore: 6,
    nextOpensAt: OPENS_AT,
  })
  return { group, people }
}

describe('two schedulers opening the same BIDs', () => {
  it('confirm each group’s mensalistas once, within the places, and tell each once', async () => {
    const groups = []
    for (let i = 0; i < 4; i++) groups.push(await automaticGroup(`Pelada Automática ${i}`))
    const other = (await secondInstance(db)).db
    const later = new Date(OPENS_AT.getTime() + 30_000)
    const runs = await Promise.all([
      schedulerOn(db).runOnce(OPENS_AT),
      schedulerOn(other).runOnce(OPENS_AT),
      schedulerOn(db).runOnce(later),
      schedulerOn(other).runOnce(later),
    ])
    expect(runs.reduce((n, run) => n + run.openings, 0)).toBe(4)

    for (const { group, people } of groups) {
      const [bid, ...more] = await db
        .select()
        .from(bidDays)
        .where(and(eq(bidDays.companyId, group.id), eq(bidDays.status, 'open')))
      expect(more).toEqual([])
      const entries = await db.select().from(bidPlayers).where(eq(bidPlayers.bidDayId, bid!.id))
      const of = (i: number) => entries.find((e) => e.companyPlayerId === people[i]!.id)!
      // The furão keeps no guarantee; the next six are confirmed; the last waits.
      expect(of(0)).toMatchObject({ status: 'waiting', guaranteeLost: true, autoConfirmed: false })
      for (let i = 1; i <= 6; i++) {
        expect(of(i)).toMatchObject({ status: 'confirmed', autoConfirmed: true })
      }
      expect(of(7)).toMatchObject({ status: 'waiting', guaranteeLost: false })

      const emails = await db.select().from(emailOutbox).where(eq(emailOutbox.companyId, group.id))
      const keys = emails.map((e) => e.dedupeKey.split(':').slice(0, 3).join(':')).sort()
      const member = (i: number) => `${bid!.id}:${people[i]!.id}`
      // The six confirmed get 'você está confirmado' instead of the opening email; the furão
      // hears why, and is still told the BID opened.
      expect(keys).toEqual(
        [
          ...[1, 2, 3, 4, 5, 6].map((i) => `auto-confirmed:${member(i)}`),
          `guarantee-lost:${member(0)}`,
          `bid-opened:${member(0)}`,
          `bid-opened:${member(7)}`,
        ].sort(),
      )
      const links = await db.select().from(reminderLinks).where(eq(reminderLinks.bidDayId, bid!.id))
      expect(links).toHaveLength(8)
      const logged = await db
        .select({ kind: activityLog.kind })
        .from(activityLog)
        .where(
          and(
            eq(activityLog.bidDayId, bid!.id),
            inArray(activityLog.kind, ['bid.auto_confirmed', 'bid.guarantee_lost']),
          ),
        )
      expect(logged.map((l) => l.kind).sort()).toEqual(['bid.auto_confirmed', 'bid.guarantee_lost'])
    }
  })

  it('does the regulars’ part once even when asked twice for the same BID at once', async () => {
    const { group, people } = await automaticGroup('Pelada Repetida')
    // A BID inserted without its opening, then opened by two instances at the same moment.
    const [bid] = await db
      .insert(bidDays)
      .values({ companyId: group.id, number: 3, dayOfMatch: '2030-11-28T20:00:00', slots: 6 })
      .returning()
    const other = (await secondInstance(db)).db
    const open = (conn: Db) =>
      conn.transaction((tx) =>
        openForRegulars(
          tx,
          createNotices({ whatsapp: false }),
          [{ companyId: group.id, bidDayId: bid!.id }],
          OPENS_AT,
          PUBLIC_URL,
        ),
      )
    const [a, b] = await Promise.all([open(db), open(other)])
    expect(a.autoConfirmed.size + b.autoConfirmed.size).toBe(6)
    expect(await open(db)).toMatchObject({ queued: 0 })
    const entries = await db.select().from(bidPlayers).where(eq(bidPlayers.bidDayId, bid!.id))
    expect(entries).toHaveLength(8)
    expect(entries.filter((e) => e.status === 'confirmed')).toHaveLength(6)
    const told = await db
      .select()
      .from(emailOutbox)
      .where(like(emailOutbox.dedupeKey, `%:${bid!.id}:%`))
    expect(told).toHaveLength(7)
    expect(people).toHaveLength(8)
  })
})
