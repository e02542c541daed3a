import { and, eq, ne, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { bidDays } from '../../db/schema/bids.ts'
import { createBidsTestApp, inDays } from './bids.test-kit.ts'

const kit = await createBidsTestApp()
const { call, db } = kit

const openBidExists = (day: string) =>
  `Já existe um BID aberto para ${day.slice(8, 10)}/${day.slice(5, 7)}. Finalize ou cancele esse BID, ou escolha outra data.`

describe('simultaneous creates', () => {
  it('lets exactly one of several simultaneous creates win each date, numbered in turn', async () => {
    const team = await kit.createTeam()
    const days = [3, 3, 3, 4, 4, 4].map((d, i) => inDays(d, `1${i}:00:00`))
    const results = await Promise.all(
      days.map((dayOfMatch) =>
        call('POST', '/bids/create-bid', team.administrator.token, { dayOfMatch }),
      ),
    )
    const statuses = results.map((r) => r.statusCode).sort()
    expect(statuses).toEqual([201, 201, 409, 409, 409, 409])
    results.forEach((r, i) => {
      if (r.statusCode === 409) expect(r.json().message).toBe(openBidExists(days[i]!))
    })
    const numbers = results.filter((r) => r.statusCode === 201).map((r) => r.json().number)
    expect(numbers.sort()).toEqual([1, 2])
    const open = await db.select().from(bidDays).where(eq(bidDays.companyId, team.group.id))
    expect(open).toHaveLength(2)
  })
})

describe('numbers under concurrency (ADR 031)', () => {
  it('gives one number to one of several simultaneous creates after a cancel: the cancelled one’s', async () => {
    const team = await kit.createTeam()
    const first = await call('POST', '/bids/create-bid', team.administrator.token, {
      dayOfMatch: inDays(3),
    })
    expect(first.json().number).toBe(1)
    const cancel = await call(
      'DELETE',
      `/bids/delete-bid/${first.json().bidDayId}`,
      team.editor.token,
    )
    expect(cancel.statusCode).toBe(200)

    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        call('POST', '/bids/create-bid', team.byRole[i % 2 ? 'manager' : 'editor'].token, {
          dayOfMatch: inDays(4, `1${i}:00:00`),
        }),
      ),
    )
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409, 409, 409])
    expect(results.find((r) => r.statusCode === 201)!.json().number).toBe(1)
    const live = await db
      .select({ number: bidDays.number })
      .from(bidDays)
      .where(and(eq(bidDays.companyId, team.group.id), ne(bidDays.status, 'cancelled')))
    expect(live).toEqual([{ number: 1 }])
  })

  it('makes a create that meets a cancel in flight wait for it and take the cancelled number', async () => {
    const team = await kit.createTeam()
    const played = await call('POST', '/bids/create-bid', team.administrator.token, {
      dayOfMatch: inDays(2),
    })
    expect(played.json().number).toBe(1)
    await db
      .update(bidDays)
      .set({ status: 'finished' })
      .where(eq(bidDays.id, played.json().bidDayId))
    const open = await call('POST', '/bids/create-bid', team.administrator.token, {
      dayOfMatch: inDays(3),
    })
    expect(open.json().number).toBe(2)

    // Another organiser's cancel of #2 holds the row, uncommitted, while a create comes in.
    let release!: () => void
    const released = new Promise<void>((resolve) => (release = resolve))
    let cancelled!: () => void
    const cancelling = new Promise<void>((resolve) => (cancelled = resolve))
    const cancel = db.transaction(async (tx) => {
      await tx
        .update(bidDays)
        .set({ status: 'cancelled', closedAt: new Date() })
        .where(eq(bidDays.id, open.json().bidDayId))
      cancelled()
      await released
    })
    await cancelling
    const create = call('POST', '/bids/create-bid', team.editor.token, { dayOfMatch: inDays(5) })
    await waitUntilSomeoneWaitsForALock()
    release()
    await cancel

    const res = await create
    expect(res.statusCode).toBe(201)
    // Read before the cancel committed, the highest live number was 2 and the new BID #3: a gap.
    expect(res.json().number).toBe(2)
  })
})

/** Polls this database's sessions until one is waiting for a lock (the create behind the cancel). */
async function waitUntilSomeoneWaitsForALock() {
  for (let tries = 0; tries < 200; tries++) {
    const [row] = await db
      .select({ waiting: sql<number>`count(*)::int` })
      .from(sql`pg_stat_activity`)
      .where(sql`datname = current_database() and wait_event_type = 'Lock'`)
    if (Number(row?.waiting) > 0) return
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
  throw new Error('the create never waited for the cancel')
}
