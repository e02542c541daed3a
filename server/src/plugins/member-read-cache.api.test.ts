import { eq, sql } from 'drizzle-orm'
import { describe, expect, it, onTestFinished, vi } from 'vitest'
import { FORECAST_MISSING_HEADER } from '@bidfut/domain/contracts/weather'
import { bidDays, bidPlayers } from '../db/schema/bids.ts'
import { clock } from '../lib/clock.ts'
import { createBidsTestApp, inDays } from '../modules/bids/bids.test-kit.ts'
import { HEAD_TTL_MS } from '../lib/read-trust.ts'

// The clock runs, shifted by `offset`, so a test can step past the cache's second of trust.
let offset = 0
const running = () => new Date(Date.now() + offset)
const now = vi.spyOn(clock, 'now').mockImplementation(running)

const kit = await createBidsTestApp()
const { call, db, createTeam, insertBid, putInBid } = kit

const CHECK_IN = '/bids/get-information-check-in-bid'
const OWN_STATS = '/bids/current-bid-player-stats'

async function read(url: string, token: string) {
  const res = await call('GET', url, token)
  return { status: res.statusCode, headers: res.headers, json: res.body ? res.json() : null }
}

/** A group with an open BID in two days where the player and a teammate are waiting. */
async function openBidTeam(name: string, dayOfMatch = inDays(2)) {
  const team = await createTeam(name)
  const teammate = await kit.addMember(team.group.id, { fullName: 'Colega' })
  const bid = await insertBid(team.group.id, { dayOfMatch })
  await putInBid(bid.id, team.member.member)
  await putInBid(bid.id, teammate.member)
  return { ...team, teammate, bid }
}

const confirm = (token: string, bidDayId: number, companyPlayerId: number) =>
  call('PUT', `/bids/update-status-player/${bidDayId}/${companyPlayerId}`, token, {
    status: 'confirmed',
  })

describe('the member read cache', () => {
  it('serves an unchanged answer from memory, trusted for at most a second', async () => {
    const { member, bid } = await openBidTeam('Pelada da Memória')
    expect((await read(CHECK_IN, member.token)).json).toMatchObject({ location: 'Campo' })
    // Written behind this instance's back, as another instance would: a new BID version.
    await db
      .update(bidDays)
      .set({ location: 'Arena Nova', version: sql`${bidDays.version} + 1` })
      .where(eq(bidDays.id, bid.id))
    expect((await read(CHECK_IN, member.token)).json).toMatchObject({ location: 'Campo' })
    // Both memories lapse on the clock: the answers and the BID version.
    offset += HEAD_TTL_MS
    expect((await read(CHECK_IN, member.token)).json).toMatchObject({ location: 'Arena Nova' })
  })

  it('keeps its answers through a refused change, and drops them once a change commits', async () => {
    const { member, teammate, administrator, bid } = await openBidTeam('Pelada do Rollback')
    // Stopped, so the cached answer cannot lapse on a slow machine.
    const stopped = running()
    now.mockImplementation(() => stopped)
    onTestFinished(() => void now.mockImplementation(running))
    expect((await read(CHECK_IN, member.token)).json).toMatchObject({ location: 'Campo' })
    await db
      .update(bidDays)
      .set({ location: 'Arena Nova', version: sql`${bidDays.version} + 1` })
      .where(eq(bidDays.id, bid.id))
    const removal = (id: number) =>
      call('DELETE', `/company-players/delete/${id}/${id}`, administrator.token)
    // Refused after its transaction touched the open BID: rolled back, nothing is dropped.
    const own = administrator.member.id
    expect((await removal(own)).statusCode).toBe(403)
    expect((await read(CHECK_IN, member.token)).json).toMatchObject({ location: 'Campo' })
    expect((await removal(teammate.member.id)).statusCode).toBe(200)
    expect((await read(CHECK_IN, member.token)).json).toMatchObject({ location: 'Arena Nova' })
  })

  it('shows a check-in to every member at once', async () => {
    const { member, teammate, bid } = await openBidTeam('Pelada do Check-in')
    expect((await read(CHECK_IN, teammate.token)).json).toMatchObject({ confirmedPlayers: [] })
    expect((await read(CHECK_IN, member.token)).json).toMatchObject({
      playerBidStatus: 'waiting',
    })
    const done = await confirm(member.token, bid.id, member.member.id)
    expect(done.statusCode, done.body).toBe(200)
    expect((await read(CHECK_IN, teammate.token)).json).toMatchObject({
      confirmedPlayers: [member.member.nickname],
      totalConfirmed: 1,
    })
    expect((await read(CHECK_IN, member.token)).json).toMatchObject({
      playerBidStatus: 'confirmed',
    })
  })

  it("shows an organiser's change to the member at once", async () => {
    const { member, editor, bid } = await openBidTeam('Pelada do Organizador')
    expect((await read(OWN_STATS, member.token)).json).toMatchObject({ quantityOfGoals: 0 })
    const path = `/bids/update-quantity-of-goals-player/${bid.id}/${member.member.id}`
    const saved = await call('PUT', path, editor.token, { quantityOfGoals: 3 })
    expect(saved.statusCode, saved.body).toBe(200)
    expect((await read(OWN_STATS, member.token)).json).toMatchObject({ quantityOfGoals: 3 })
  })

  it('shows a finished BID at once, on the check-in and the dashboard', async () => {
    const { member, administrator, bid } = await openBidTeam('Pelada Finalizada', inDays(-1))
    await db
      .update(bidPlayers)
      .set({ status: 'confirmed', quantityOfGoals: 2 })
      .where(eq(bidPlayers.companyPlayerId, member.member.id))
    offset += HEAD_TTL_MS
    expect((await read(CHECK_IN, member.token)).status).toBe(200)
    expect((await read('/statistics/company-player-stats', member.token)).status).toBe(204)
    const done = await call('POST', `/bids/complete-bid/${bid.id}`, administrator.token)
    expect(done.statusCode, done.body).toBe(200)
    expect((await read(CHECK_IN, member.token)).status).toBe(204)
    expect((await read('/statistics/company-player-stats', member.token)).json).toMatchObject({
      totalGoals: 2,
    })
  })

  it('keeps the headers of a cached answer and shows a settings change at once', async () => {
    const { member, administrator } = await openBidTeam('Pelada do Tempo')
    for (let i = 0; i < 2; i++) {
      const weather = await read('/weather/forecast-bid', member.token)
      expect(weather.status).toBe(204)
      expect(weather.headers[FORECAST_MISSING_HEADER]).toBeDefined()
    }
    const saved = await call('PUT', '/groups/settings', administrator.token, {
      name: 'Pelada do Tempo',
      defaultLocationGame: 'Campo',
      forecastCity: { name: 'Campinas, São Paulo, Brasil', latitude: -22.9, longitude: -47.06 },
      timeZone: 'America/Sao_Paulo',
      remindersEnabled: true,
      linkPreviews: true,
    })
    expect(saved.statusCode, saved.body).toBe(200)
    const weather = await read('/weather/forecast-bid', member.token)
    expect(weather.headers[FORECAST_MISSING_HEADER]).toBeUndefined()
  })

  it('shows a profile edit at once', async () => {
    const { member } = await openBidTeam('Pelada do Perfil')
    const { hasPassword: _, ...before } = (await read('/accounts/get-profile', member.token)).json
    expect(before).toMatchObject({ fullName: 'Membro' })
    const saved = await call('PUT', '/accounts/update-profile', member.token, {
      ...before,
      fullName: 'Membro Renomeado',
    })
    expect(saved.statusCode, saved.body).toBe(200)
    expect((await read('/accounts/get-profile', member.token)).json).toMatchObject({
      fullName: 'Membro Renomeado',
    })
  })

  it('refuses a removed member and a changed role instead of answering from memory', async () => {
    const { member, teammate, administrator } = await openBidTeam('Pelada da Saída')
    const ids = (m: typeof member) => `${m.member.id}/${m.member.id}`
    expect((await read(CHECK_IN, member.token)).status).toBe(200)
    expect((await read(CHECK_IN, teammate.token)).status).toBe(200)

    const removed = await call(
      'DELETE',
      `/company-players/delete/${ids(member)}`,
      administrator.token,
    )
    expect(removed.statusCode, removed.body).toBe(200)
    expect((await read(CHECK_IN, member.token)).status).toBe(401)

    const path = `/company-players/edit/${ids(teammate)}`
    const loaded = (await call('GET', path, administrator.token)).json()
    const promoted = await call('PUT', path, administrator.token, { ...loaded, role: 'editor' })
    expect(promoted.statusCode, promoted.body).toBe(200)
    expect((await read(CHECK_IN, teammate.token)).status).toBe(401)
  })

  it('never hands one member or group the answer of another', async () => {
    const first = await openBidTeam('Pelada Um')
    const second = await openBidTeam('Pelada Dois')
    await db
      .update(bidPlayers)
      .set({ quantityOfGoals: 7 })
      .where(eq(bidPlayers.companyPlayerId, first.teammate.member.id))
    offset += HEAD_TTL_MS
    const stats = async (token: string) => (await read(OWN_STATS, token)).json.quantityOfGoals
    for (let round = 0; round < 2; round++) {
      expect(await stats(first.member.token)).toBe(0)
      expect(await stats(first.teammate.token)).toBe(7)
      expect(await stats(second.teammate.token)).toBe(0)
      expect((await read(CHECK_IN, first.member.token)).json.bidDayId).toBe(first.bid.id)
      expect((await read(CHECK_IN, second.member.token)).json.bidDayId).toBe(second.bid.id)
    }
  })
})
