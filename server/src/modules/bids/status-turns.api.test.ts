import { and, eq } from 'drizzle-orm'
import { expect, it } from 'vitest'
import { activityLog } from '../../db/schema/activity.ts'
import { bidPlayers } from '../../db/schema/bids.ts'
import { companyPlayers } from '../../db/schema/memberships.ts'
import { createBidsTestApp } from './bids.test-kit.ts'

// Status changes to one BID that arrive together share a transaction (ADR 017): each keeps its
// own answer, and a refused one takes nothing of the others with it. On PGlite the requests
// reach the lock one at a time; the PostgreSQL smoke slice runs this file with real turns.
const kit = await createBidsTestApp()
const { db, putStatus, confirmedCount } = kit

it("answers each of a burst's changes on its own, refusals included", async () => {
  const team = await kit.createTeamWithOpenBid()
  const guests = await Promise.all(
    Array.from({ length: 26 }, () => kit.addMember(team.group.id, { typePlayer: 'sporadic' })),
  )
  const early = guests[0]!
  await putStatus(team.bidDayId, early.member.id, early.token, 'confirmed')
  const gone = await kit.addMember(team.group.id)
  await db
    .update(companyPlayers)
    .set({ deletedAt: new Date() })
    .where(eq(companyPlayers.id, gone.member.id))

  const [again, removed, ...others] = await Promise.all([
    putStatus(team.bidDayId, early.member.id, early.token, 'confirmed'),
    putStatus(team.bidDayId, gone.member.id, team.administrator.token, 'confirmed'),
    ...guests.slice(1).map((g) => putStatus(team.bidDayId, g.member.id, g.token, 'confirmed')),
  ])

  expect(again!.statusCode).toBe(409)
  expect(removed!.statusCode).toBe(404)
  expect(removed!.json().message).toBe('Jogador não encontrado.')
  expect(others.map((r) => r.statusCode)).toEqual(Array(25).fill(200))
  const replies = others.map((r) => r.json())
  expect(replies.filter((r) => r.status === 'confirmed')).toHaveLength(23)
  const line = replies.filter((r) => r.status === 'waitlisted').map((r) => r.waitlistPosition)
  expect(line.sort()).toEqual([1, 2])
  expect(await confirmedCount(team.bidDayId)).toBe(24)
  const inLine = await db
    .select({ id: bidPlayers.id })
    .from(bidPlayers)
    .where(and(eq(bidPlayers.bidDayId, team.bidDayId), eq(bidPlayers.status, 'waitlisted')))
  expect(inLine).toHaveLength(2)
  // One log entry per change that happened, none for the refused ones.
  const logged = await db
    .select({ id: activityLog.id })
    .from(activityLog)
    .where(and(eq(activityLog.bidDayId, team.bidDayId), eq(activityLog.kind, 'bid.status')))
  expect(logged).toHaveLength(26)
})
