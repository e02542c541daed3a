import { and, eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { bidDays, bidPlayers } from '../../db/schema/bids.ts'
import { companies } from '../../db/schema/groups.ts'
import { companyPlayers } from '../../db/schema/memberships.ts'
import { emailOutbox } from '../../db/schema/messages.ts'
import { bidSchedules, gameSchedules } from '../../db/schema/season.ts'
import { groupClosingJob } from '../../jobs/jobs.ts'
import { createJobRuntime } from '../../jobs/runtime.ts'
import { bearer, createGroup, createMember, login, PASSWORD } from '../../../test/factories.ts'
import { createTestApp } from '../../../test/test-app.ts'

/** The group-closing job alone; runOnce(now) is one pass at `now`. */
function closingJob() {
  const jobs = createJobRuntime({ 'group-closing': groupClosingJob({ db }) })
  return { runOnce: (now: Date) => jobs.run('group-closing', now) }
}

const { app, db } = await createTestApp()
const DAY_MS = 24 * 3600 * 1000

async function closingGroup(name: string) {
  const group = await createGroup(db, name)
  const admin = await createMember(db, group.id, { role: 'administrator', fullName: 'Admin' })
  const member = await createMember(db, group.id, { fullName: 'Zé Fechado' })
  const [bid] = await db
    .insert(bidDays)
    .values({
      companyId: group.id,
      number: 1,
      dayOfMatch: '2026-01-10T20:00:00',
      status: 'finished',
    })
    .returning()
  await db.insert(bidPlayers).values({
    companyId: group.id,
    bidDayId: bid!.id,
    companyPlayerId: member.member.id,
    typePlayer: 'monthly',
    status: 'confirmed',
    quantityOfGoals: 4,
  })
  const headers = bearer((await login(app, admin.email)).accessToken)
  return { group, admin, member, headers }
}

const call = (method: 'GET' | 'POST', url: string, headers: Record<string, string>) =>
  app.inject({ method, url: `/v1${url}`, headers })

describe('closing a group (ADR 040)', () => {
  it('is for administrators: 30 days of grace, an email to every member, and it can be reopened', async () => {
    const g = await closingGroup('Pelada Fechando')
    const member = bearer((await login(app, g.member.email)).accessToken)
    expect((await call('POST', '/groups/close', member)).statusCode).toBe(403)
    const closed = await call('POST', '/groups/close', g.headers)
    expect(closed.statusCode).toBe(200)
    const closesAt = new Date(closed.json().closesAt).getTime()
    expect(closesAt - Date.now()).toBeGreaterThan(29.9 * DAY_MS)
    expect((await call('POST', '/groups/close', g.headers)).json().message).toBe(
      'Esta pelada já está sendo encerrada.',
    )
    const emails = await db
      .select({ to: emailOutbox.toAddress, subject: emailOutbox.subject })
      .from(emailOutbox)
      .where(eq(emailOutbox.companyId, g.group.id))
    expect(emails.map((e) => e.to).sort()).toEqual([g.admin.email, g.member.email].sort())
    expect(emails[0]!.subject).toBe('A Pelada Fechando será encerrada')
    expect((await call('GET', '/groups/closing', g.headers)).json()).toEqual({
      closesAt: closed.json().closesAt,
    })
    expect((await call('POST', '/groups/reopen', g.headers)).json()).toEqual({ closesAt: null })
    expect((await call('POST', '/groups/reopen', g.headers)).statusCode).toBe(409)
    // Reopened: the job finds nothing to erase, even long after.
    const job = closingJob()
    expect(await job.runOnce(new Date(Date.now() + 40 * DAY_MS))).toEqual({
      claimed: true,
      erased: 0,
    })
  })

  it('erases the group’s people once the grace ends, keeping its games and totals', async () => {
    const g = await closingGroup('Pelada Encerrada')
    await db.insert(bidSchedules).values({ companyId: g.group.id, enabled: true })
    await db
      .insert(gameSchedules)
      .values({ companyId: g.group.id, weekdays: [4], gameTime: '20:00', opensDaysBefore: 6 })
    expect((await call('POST', '/groups/close', g.headers)).statusCode).toBe(200)
    const job = closingJob()
    // Still in its grace: nothing happens.
    expect((await job.runOnce(new Date(Date.now() + 29 * DAY_MS))).erased).toBe(0)
    const after = await job.runOnce(new Date(Date.now() + 31 * DAY_MS))
    expect(after).toEqual({ claimed: true, erased: 1 })
    // The same day again, on this or another instance: claimed already.
    expect(await job.runOnce(new Date(Date.now() + 31 * DAY_MS))).toEqual({
      claimed: false,
      erased: 0,
    })
    const people = await db
      .select()
      .from(companyPlayers)
      .where(eq(companyPlayers.companyId, g.group.id))
    for (const row of people) {
      expect(row).toMatchObject({ fullName: `Ex-jogador #${row.id}`, email: null, playerId: null })
      expect(row.deletedAt).not.toBeNull()
    }
    const [goals] = await db
      .select({ n: sql<number>`sum(${bidPlayers.quantityOfGoals})::int` })
      .from(bidPlayers)
      .where(eq(bidPlayers.companyId, g.group.id))
    expect(goals!.n).toBe(4)
    const [group] = await db.select().from(companies).where(eq(companies.id, g.group.id))
    expect(group!.inviteToken).toBeNull()
    // It opens no more BIDs by itself (ADR 036).
    expect(
      await db.select().from(bidSchedules).where(eq(bidSchedules.companyId, g.group.id)),
    ).toEqual([])
    expect(
      await db.select().from(gameSchedules).where(eq(gameSchedules.companyId, g.group.id)),
    ).toEqual([])
    expect(
      await db
        .select()
        .from(emailOutbox)
        .where(and(eq(emailOutbox.companyId, g.group.id), eq(emailOutbox.status, 'pending'))),
    ).toEqual([])
    // The account lives on, but its only group is gone: it signs in to its own data and
    // invitations only (ADR 042).
    const signIn = await app.inject({
      method: 'POST',
      url: '/v1/accounts/login',
      payload: { email: g.member.email, password: PASSWORD, keepLogged: false },
    })
    expect(signIn.json()).toMatchObject({ scope: 'account' })
    expect(signIn.json()).not.toHaveProperty('companyId')
  })
})
