import { eq } from 'drizzle-orm'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { newBidDefaultsSchema } from '@bidfut/domain/contracts/bids'
import { companies } from '../../db/schema/groups.ts'
import { clock } from '../../lib/clock.ts'
import { allRoles, createBidsTestApp, organiserRoles } from './bids.test-kit.ts'

const kit = await createBidsTestApp()
const { call, db } = kit

// Wednesday 25 November 2026, 12:00 in São Paulo.
const wednesdayNoon = new Date('2026-11-25T15:00:00Z')

afterEach(() => vi.restoreAllMocks())

async function defaults(token: string) {
  const res = await call('GET', '/bids/new-bid-defaults', token)
  expect(res.statusCode, res.body).toBe(200)
  return newBidDefaultsSchema.parse(res.json())
}

/** A BID of the group's past (or a cancelled one ahead), written straight to the database. */
function bid(
  team: { group: { id: number } },
  dayOfMatch: string,
  number: number,
  status: 'finished' | 'cancelled',
) {
  return kit.insertBid(team.group.id, { dayOfMatch, number, status })
}

async function teamWithDefaultPlace(place: string | null) {
  const team = await kit.createTeam()
  await db
    .update(companies)
    .set({ defaultLocationGame: place })
    .where(eq(companies.id, team.group.id))
  return team
}

describe('GET /v1/bids/new-bid-defaults', () => {
  it('leaves the day blank and fills the place before the group’s first BID', async () => {
    const team = await teamWithDefaultPlace('Arena do Bairro')
    expect(await defaults(team.editor.token)).toEqual({
      dayOfMatch: null,
      location: 'Arena do Bairro',
      slots: 24,
    })
  })

  it('starts from the weekday and time of the last BID, on the next such day ahead', async () => {
    vi.spyOn(clock, 'now').mockReturnValue(wednesdayNoon)
    const team = await teamWithDefaultPlace('Arena do Bairro')
    await bid(team, '2026-11-11T20:00:00', 1, 'finished')
    await bid(team, '2026-11-18T19:30:00', 2, 'finished')
    // Tonight's 19:30 is still ahead in São Paulo.
    expect(await defaults(team.administrator.token)).toEqual({
      dayOfMatch: '2026-11-25T19:30:00',
      location: 'Arena do Bairro',
      slots: 24,
    })
    // From kick-off on, the Wednesday after.
    vi.spyOn(clock, 'now').mockReturnValue(new Date('2026-11-25T22:30:00Z'))
    expect((await defaults(team.manager.token)).dayOfMatch).toBe('2026-12-02T19:30:00')
  })

  it('learns from the last BID that was not cancelled, and never offers the cancelled day again', async () => {
    vi.spyOn(clock, 'now').mockReturnValue(wednesdayNoon)
    const team = await teamWithDefaultPlace(null)
    await bid(team, '2026-11-18T19:30:00', 1, 'finished')
    // Tonight's game was moved to Thursday and then cancelled.
    await bid(team, '2026-11-26T21:00:00', 2, 'cancelled')
    // No default place: the last game's ('Campo', as the test kit writes BIDs).
    expect(await defaults(team.editor.token)).toEqual({
      dayOfMatch: '2026-12-02T19:30:00',
      location: 'Campo',
      slots: 24,
    })
  })

  it('uses a cancelled BID when the group never played one', async () => {
    vi.spyOn(clock, 'now').mockReturnValue(wednesdayNoon)
    const team = await teamWithDefaultPlace(null)
    await bid(team, '2026-11-24T18:00:00', 1, 'cancelled')
    expect((await defaults(team.editor.token)).dayOfMatch).toBe('2026-12-01T18:00:00')
  })

  it('follows the group’s time zone and reads no other group’s BIDs', async () => {
    // 21:30 in São Paulo, but 19:30 in Rio Branco: its 20:00 game tonight is still ahead.
    vi.spyOn(clock, 'now').mockReturnValue(new Date('2026-11-26T00:30:00Z'))
    const team = await teamWithDefaultPlace(null)
    await db
      .update(companies)
      .set({ timeZone: 'America/Rio_Branco' })
      .where(eq(companies.id, team.group.id))
    await bid(team, '2026-11-18T20:00:00', 1, 'finished')
    const other = await teamWithDefaultPlace(null)
    await bid(other, '2026-11-20T09:00:00', 1, 'finished')
    expect((await defaults(team.editor.token)).dayOfMatch).toBe('2026-11-25T20:00:00')
    expect((await defaults(other.editor.token)).dayOfMatch).toBe('2026-11-27T09:00:00')
  })

  it.each(allRoles)('is for organisers only (%s)', async (role) => {
    const team = await kit.createTeam()
    const res = await call('GET', '/bids/new-bid-defaults', team.byRole[role].token)
    expect(res.statusCode).toBe((organiserRoles as readonly string[]).includes(role) ? 200 : 403)
    expect((await call('GET', '/bids/new-bid-defaults')).statusCode).toBe(401)
  })
})
