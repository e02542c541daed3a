import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { createGroup, createMember } from '../../../test/factories.ts'
import { signedInMember } from '../../../test/sessions.ts'
import { createTestApp } from '../../../test/test-app.ts'
import { bidDays } from '../../db/schema/bids.ts'
import { financeSettings } from '../../db/schema/finance.ts'
import { companies } from '../../db/schema/groups.ts'
import { bidSchedules, gameSchedules } from '../../db/schema/season.ts'

const { app, db } = await createTestApp()
const group = await createGroup(db)
await db
  .update(companies)
  .set({ defaultLocationGame: null, inviteToken: 'convite-teste' })
  .where(eq(companies.id, group.id))
const founder = await signedInMember(app, db, group.id, { role: 'administrator' })
const firstRun = (headers?: Record<string, string>) =>
  app.inject({ method: 'GET', url: '/v1/groups/first-run', ...(headers ? { headers } : {}) })

describe('GET /v1/groups/first-run', () => {
  it('starts with nothing done and the invite link to share', async () => {
    const res = await firstRun(founder.headers)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toEqual({
      steps: { agenda: false, finance: false, players: false, firstBid: false },
      done: false,
      inviteUrl: expect.stringMatching(/\/entrar-na-pelada\/convite-teste$/),
    })
  })

  it('marks each step done from the group’s data, in any order, until all are', async () => {
    // No step waits on the forecast's city (its search may be down): the Agenda is the group's own.
    await db.insert(bidSchedules).values({ companyId: group.id, enabled: true })
    expect((await firstRun(founder.headers)).json().steps.agenda).toBe(false)
    await db
      .insert(gameSchedules)
      .values({ companyId: group.id, weekdays: [4], gameTime: '20:00', opensDaysBefore: 6 })
    expect((await firstRun(founder.headers)).json().steps).toEqual({
      agenda: true,
      finance: false,
      players: false,
      firstBid: false,
    })

    await db.insert(financeSettings).values({
      companyId: group.id,
      pixKeyType: 'email',
      pixKey: 'caixa@exemplo.com',
      receiverName: 'Pelada',
      receiverCity: 'Campinas',
    })
    expect((await firstRun(founder.headers)).json().steps.finance).toBe(true)

    await db
      .insert(bidDays)
      .values({ companyId: group.id, number: 1, dayOfMatch: '2026-12-03T20:00:00', status: 'open' })
    expect((await firstRun(founder.headers)).json()).toMatchObject({
      steps: { players: false, firstBid: true },
      done: false,
    })

    await createMember(db, group.id, { fullName: 'Zé', activated: false, email: null })
    expect((await firstRun(founder.headers)).json()).toMatchObject({
      steps: { agenda: true, finance: true, players: true, firstBid: true },
      done: true,
    })
  })

  it('is done for a group that has played, whatever steps it skipped', async () => {
    const played = await createGroup(db, 'Pelada Antiga')
    const admin = await signedInMember(app, db, played.id, { role: 'administrator' })
    await db.insert(bidDays).values({
      companyId: played.id,
      number: 1,
      dayOfMatch: '2026-11-05T20:00:00',
      status: 'finished',
    })
    expect((await firstRun(admin.headers)).json()).toMatchObject({
      steps: { agenda: false, finance: false, firstBid: true },
      done: true,
    })
  })

  it('answers organisers only, each about their own group', async () => {
    const editor = await signedInMember(app, db, group.id, { role: 'editor' })
    const member = await signedInMember(app, db, group.id, { role: 'member' })
    expect((await firstRun(editor.headers)).statusCode).toBe(200)
    expect((await firstRun(member.headers)).statusCode).toBe(403)
    expect((await firstRun()).statusCode).toBe(401)

    const other = await createGroup(db, 'Outra Pelada')
    const otherAdmin = await signedInMember(app, db, other.id, { role: 'administrator' })
    expect((await firstRun(otherAdmin.headers)).json().steps).toEqual({
      agenda: false,
      finance: false,
      players: false,
      firstBid: false,
    })
  })
})
