import { describe, expect, it } from 'vitest'
import type { LiveBid } from '@bidfut/domain/contracts/bids'
import { createBidsTestApp, inDays } from './bids.test-kit.ts'

// Fewer places while check-ins race (ADR 053): the lowering takes the BID lock every check-in
// takes, and each check-in counts against the places that lock read, so whatever the order the
// BID never holds more confirmed players than places.
const kit = await createBidsTestApp()
const { call, putStatus, confirmedCount } = kit

describe('lowering places while check-ins race', () => {
  it('never leaves more confirmed than places, and nobody is lost', async () => {
    for (const round of [1, 2, 3]) {
      const team = await kit.createTeam(`Pelada Corrida ${round}`)
      const created = await call('POST', '/bids/create-bid', team.administrator.token, {
        dayOfMatch: inDays(3),
        slots: 20,
      })
      expect(created.statusCode, created.body).toBe(201)
      const bid = created.json() as LiveBid
      const guests = await Promise.all(
        Array.from({ length: 30 }, () => kit.addMember(team.group.id, { typePlayer: 'sporadic' })),
      )
      // A few in before the race, so the lowering has someone to move whenever it lands.
      for (const guest of guests.slice(0, 12)) {
        await putStatus(bid.bidDayId, guest.member.id, guest.token, 'confirmed')
      }
      const racing = guests.slice(12)
      const lowering = call('PUT', `/bids/update-bid/${bid.bidDayId}`, team.manager.token, {
        dayOfMatch: bid.dayOfMatch,
        slots: 8,
        confirmMoves: true,
      })
      const results = await Promise.all([
        lowering,
        ...racing.map((g) => putStatus(bid.bidDayId, g.member.id, g.token, 'confirmed')),
      ])
      expect(results.map((r) => r.statusCode)).toEqual(Array(results.length).fill(200))

      expect(await confirmedCount(bid.bidDayId)).toBe(8)
      const live = (
        await call('GET', '/bids/current-bid', team.administrator.token)
      ).json() as LiveBid
      expect(live).toMatchObject({ slots: 8, totalConfirmed: 8, totalWaitlisted: 22, isFull: true })
      const positions = live.waitlist.map((p) => p.waitlistPosition)
      expect(positions).toEqual(Array.from({ length: 22 }, (_, i) => i + 1))
    }
  })
})
