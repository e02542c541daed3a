import { and, eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import type { Tx } from '../../db/client.ts'
import { bidDays, bidPlayers } from '../../db/schema/bids.ts'
import { createBidsTestApp } from './bids.test-kit.ts'

const kit = await createBidsTestApp()
const { call, db, putStatus, confirmedCount, createTeamWithOpenBid: teamWithOpenBid } = kit

describe('simultaneous check-ins', () => {
  it('holds under 40 simultaneous check-ins: exactly 24 get in, 16 wait in line', async () => {
    const team = await teamWithOpenBid()
    const guests = await Promise.all(
      Array.from({ length: 40 }, () => kit.addMember(team.group.id, { typePlayer: 'sporadic' })),
    )
    const results = await Promise.all(
      guests.map((guest) => putStatus(team.bidDayId, guest.member.id, guest.token, 'confirmed')),
    )
    expect(results.map((r) => r.statusCode)).toEqual(Array(40).fill(200))
    const replies = results.map((r) => r.json())
    expect(replies.filter((r) => r.status === 'confirmed')).toHaveLength(24)
    const waiting = replies.filter((r) => r.status === 'waitlisted')
    expect(waiting).toHaveLength(16)
    // Each reply's place was its place when it joined: the line only grew during the storm.
    expect(waiting.map((r) => r.waitlistPosition).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 16 }, (_, i) => i + 1),
    )
    expect(await confirmedCount(team.bidDayId)).toBe(24)

    const live = (await call('GET', '/bids/current-bid', team.administrator.token)).json()
    expect(live).toMatchObject({
      totalConfirmed: 24,
      totalAvailable: 0,
      averageFilled: 100,
      isFull: true,
      totalWaitlisted: 16,
    })
    expect(live.sporadicPlayers).toHaveLength(24)
    expect(live.waitlist.map((p: { waitlistPosition: number }) => p.waitlistPosition)).toEqual(
      Array.from({ length: 16 }, (_, i) => i + 1),
    )
    // The line is the order in which the check-ins got the BID lock.
    const rows = await db
      .select()
      .from(bidPlayers)
      .where(and(eq(bidPlayers.bidDayId, team.bidDayId), eq(bidPlayers.status, 'waitlisted')))
    const byArrival = rows
      .sort((a, b) => a.waitlistedAt!.getTime() - b.waitlistedAt!.getTime() || a.id - b.id)
      .map((r) => r.companyPlayerId)
    expect(live.waitlist.map((p: { companyPlayerId: number }) => p.companyPlayerId)).toEqual(
      byArrival,
    )
    for (const [index, id] of byArrival.entries()) {
      const reply = replies[guests.findIndex((g) => g.member.id === id)]
      expect(reply.waitlistPosition).toBe(index + 1)
    }
  })

  /**
   * A status change reads the member's entry before it waits for the BID lock (ADR 017): when
   * the entry changes meanwhile, the change is judged again on what the lock protects.
   */
  async function changeWhileLocked(
    team: Awaited<ReturnType<typeof teamWithOpenBid>>,
    me: { member: { id: number }; token: string },
    status: string,
    meanwhile: (tx: Tx) => Promise<unknown>,
  ) {
    let pending!: ReturnType<typeof putStatus>
    await db.transaction(async (tx) => {
      await tx.select().from(bidDays).where(eq(bidDays.id, team.bidDayId)).for('update')
      pending = putStatus(team.bidDayId, me.member.id, me.token, status)
      for (let waiting = 0; waiting === 0; await new Promise((r) => setTimeout(r, 5))) {
        const { rows } = (await db.execute(sql`select count(*)::int as n
          from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`)) as {
          rows: { n: number }[]
        }
        waiting = rows[0]!.n
      }
      await meanwhile(tx)
    })
    return pending
  }

  it('refuses a first check-in when an organiser confirmed them while it waited', async () => {
    const team = await teamWithOpenBid()
    // Joined after the BID opened: no entry in it yet.
    const guest = await kit.addMember(team.group.id, { typePlayer: 'sporadic' })
    const res = await changeWhileLocked(team, guest, 'confirmed', (tx) =>
      tx.insert(bidPlayers).values({
        companyId: team.group.id,
        bidDayId: team.bidDayId,
        companyPlayerId: guest.member.id,
        typePlayer: 'sporadic',
        status: 'confirmed',
      }),
    )
    expect(res.statusCode).toBe(409)
    expect(res.json().message).toBe('Você já fez check-in neste BID.')
    expect(await confirmedCount(team.bidDayId)).toBe(1)
  })

  it('judges a check-in on the status an organiser set while it waited', async () => {
    const team = await teamWithOpenBid()
    const me = team.member
    await putStatus(team.bidDayId, me.member.id, me.token, 'confirmed')
    await putStatus(team.bidDayId, me.member.id, me.token, 'waiting')
    const res = await changeWhileLocked(team, me, 'confirmed', (tx) =>
      tx
        .update(bidPlayers)
        .set({ status: 'hurt' })
        .where(eq(bidPlayers.companyPlayerId, me.member.id)),
    )
    expect(res.statusCode).toBe(409)
    expect(res.json().message).toBe('Cancele o seu status atual antes de escolher outro.')
    expect((await kit.entryOf(team.bidDayId, me.member.id))?.status).toBe('hurt')
  })

  it('promotes exactly one when a confirmed player leaves during the storm', async () => {
    const team = await teamWithOpenBid()
    const early = await Promise.all(
      Array.from({ length: 24 }, () => kit.addMember(team.group.id, { typePlayer: 'sporadic' })),
    )
    for (const guest of early) {
      await putStatus(team.bidDayId, guest.member.id, guest.token, 'confirmed')
    }
    const late = await Promise.all(
      Array.from({ length: 16 }, () => kit.addMember(team.group.id, { typePlayer: 'sporadic' })),
    )
    const leaver = early[0]!
    const results = await Promise.all([
      ...late.map((g) => putStatus(team.bidDayId, g.member.id, g.token, 'confirmed')),
      putStatus(team.bidDayId, leaver.member.id, leaver.token, 'waiting'),
    ])
    expect(results.map((r) => r.statusCode)).toEqual(Array(17).fill(200))
    expect(await confirmedCount(team.bidDayId)).toBe(24)
    const rows = await db.select().from(bidPlayers).where(eq(bidPlayers.bidDayId, team.bidDayId))
    const lateIds = new Set(late.map((g) => g.member.id))
    const lateRows = rows.filter((r) => lateIds.has(r.companyPlayerId))
    expect(lateRows.filter((r) => r.status === 'confirmed')).toHaveLength(1)
    expect(lateRows.filter((r) => r.status === 'waitlisted')).toHaveLength(15)
    const live = (await call('GET', '/bids/current-bid', team.administrator.token)).json()
    expect(live.waitlist.map((p: { waitlistPosition: number }) => p.waitlistPosition)).toEqual(
      Array.from({ length: 15 }, (_, i) => i + 1),
    )
  })
})
