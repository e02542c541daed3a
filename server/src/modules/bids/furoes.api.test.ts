import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { toLocalDateTime } from '@bidfut/domain/rules/local-time'
import { activityLog } from '../../db/schema/activity.ts'
import { createBidsTestApp, SP, statusUrl } from './bids.test-kit.ts'

// The furões (ADR 053): 'Faltou sem avisar' when finishing, a late 'Não vou', and each record.
const kit = await createBidsTestApp()
const { call, db, entryOf } = kit

const localIn = (hours: number) => toLocalDateTime(new Date(Date.now() + hours * 3600_000), SP)

type Team = Awaited<ReturnType<typeof kit.createTeam>>

async function playedBid(team: Team, confirmed: { member: { id: number } }[], number = 1) {
  const bid = await kit.insertBid(team.group.id, { dayOfMatch: localIn(-3 - number), number })
  for (const person of confirmed) await kit.putInBid(bid.id, person.member as never, 'confirmed')
  return bid
}

async function registerOf(team: Team) {
  const card = await kit.registerCards(team.administrator.token)
  return (id: number) => card(id).absences
}

describe('Faltou sem avisar', () => {
  it('marks the confirmed who did not come when the BID is finished, and counts them', async () => {
    const team = await kit.createTeam('Pelada dos Furões')
    const first = await playedBid(team, [team.member, team.editor], 1)
    const finished = await call('POST', `/bids/complete-bid/${first.id}`, team.manager.token, {
      noShows: [team.member.member.id],
    })
    expect(finished.statusCode, finished.body).toBe(200)
    expect(await entryOf(first.id, team.member.member.id)).toMatchObject({
      status: 'absent',
      missed: 'no_show',
    })
    expect(await entryOf(first.id, team.editor.member.id)).toMatchObject({
      status: 'confirmed',
      missed: null,
    })
    const logged = await db
      .select({ details: activityLog.details })
      .from(activityLog)
      .where(and(eq(activityLog.bidDayId, first.id), eq(activityLog.kind, 'bid.status')))
    expect(logged).toEqual([{ details: { from: 'confirmed', to: 'absent', missed: 'no_show' } }])

    // A second game, finished without a body: nobody missed it.
    const second = await playedBid(team, [team.member, team.editor], 2)
    expect(
      (await call('POST', `/bids/complete-bid/${second.id}`, team.manager.token)).statusCode,
    ).toBe(200)

    const absences = await registerOf(team)
    expect(absences(team.member.member.id)).toEqual({ count: 1, games: 2 })
    expect(absences(team.editor.member.id)).toEqual({ count: 0, games: 2 })
    const own = await call('GET', '/statistics/company-player-stats', team.member.token)
    expect(own.json()).toMatchObject({ absences: { count: 1, games: 2 } })
  })

  it('refuses someone who was not confirmed, finishing nothing', async () => {
    const team = await kit.createTeam('Pelada Justa')
    const bid = await playedBid(team, [team.editor])
    await kit.putInBid(bid.id, team.member.member as never, 'absent')
    const res = await call('POST', `/bids/complete-bid/${bid.id}`, team.administrator.token, {
      noShows: [team.member.member.id],
    })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({
      message: 'Só quem estava confirmado pode ter faltado sem avisar.',
    })
    expect(await kit.bidRow(bid.id)).toMatchObject({ status: 'open' })
    const bad = await call('POST', `/bids/complete-bid/${bid.id}`, team.administrator.token, {
      noShows: ['x'],
    })
    expect(bad.statusCode).toBe(400)
  })
})

describe('a late Não vou', () => {
  it('counts under the group’s hours before kick-off, and not before them', async () => {
    const team = await kit.createTeam('Pelada do Aviso')
    const saved = await kit.changeSettings(team.administrator.token, { lateNoticeHours: 6 })
    expect(saved.statusCode, saved.body).toBe(200)
    const soon = await kit.insertBid(team.group.id, { dayOfMatch: localIn(5) })
    for (const person of [team.member, team.editor]) {
      await kit.putInBid(soon.id, person.member as never, 'confirmed')
    }
    const answer = (person: typeof team.member, status: string) =>
      call('PUT', statusUrl(soon.id, person.member.id), person.token, { status })
    // The check-in's 'Cancelar status' after a confirmation leaves the place as 'Não vou' does.
    expect((await answer(team.member, 'waiting')).statusCode).toBe(200)
    expect(await entryOf(soon.id, team.member.member.id)).toMatchObject({ missed: 'late' })
    // Coming after all clears it.
    expect((await answer(team.member, 'confirmed')).statusCode).toBe(200)
    expect(await entryOf(soon.id, team.member.member.id)).toMatchObject({ missed: null })
    // Leaving in time is no furão; nor is an injury, late or not.
    await kit.changeSettings(team.administrator.token, { lateNoticeHours: 4 })
    expect((await answer(team.editor, 'waiting')).statusCode).toBe(200)
    expect(await entryOf(soon.id, team.editor.member.id)).toMatchObject({ missed: null })
    const hurt = await call('PUT', statusUrl(soon.id, team.member.member.id), team.manager.token, {
      status: 'hurt',
    })
    expect(hurt.statusCode).toBe(200)
    expect(await entryOf(soon.id, team.member.member.id)).toMatchObject({ missed: null })
  })
})
